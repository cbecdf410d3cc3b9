import { Box } from '@mui/material';
import { renderedWhenNear, SectionHeading } from '@site/platform';
import type { ReactNode } from 'react';

interface PageBandProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** About the height of a band (phone, desktop): where it holds the place of a band not yet drawn. */
const ESTIMATED_BAND_HEIGHT = { xs: 1250, md: 700 };

/**
 * One titled band of a page (an h2 under the page's h1), named for assistive technology by its title,
 * drawn by the browser only as it nears the viewport (a band comes after the page's introduction).
 */
export function PageBand({ title, subtitle, children }: PageBandProps) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ mt: { xs: 8, md: 12 }, ...renderedWhenNear(ESTIMATED_BAND_HEIGHT) }}
    >
      <SectionHeading title={title} subtitle={subtitle} />
      {children}
    </Box>
  );
}
