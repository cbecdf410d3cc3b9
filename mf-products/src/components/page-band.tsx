import { Box } from '@mui/material';
import { renderedWhenNear, SectionHeading } from '@site/platform';
import type { ReactNode } from 'react';

interface PageBandProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Drawn as it nears the viewport; until then it holds the place of about a band's height (phone, desktop). */
const DRAWN_WHEN_NEAR = renderedWhenNear({ xs: 1250, md: 700 });

/**
 * One titled band of a page (an h2 under the page's h1), named for assistive technology by its title,
 * drawn by the browser only as it nears the viewport (a band comes after the page's introduction).
 */
export function PageBand({ title, subtitle, children }: PageBandProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      style={DRAWN_WHEN_NEAR.style}
      sx={{ mt: { xs: 8, md: 12 }, ...DRAWN_WHEN_NEAR.sx }}
    >
      <SectionHeading title={title} subtitle={subtitle} />
      {children}
    </Box>
  );
}
