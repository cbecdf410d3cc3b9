import { Box } from '@mui/material';
import { SectionHeading } from '@site/platform';
import type { ReactNode } from 'react';

interface PageBandProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** One titled band of a page (an h2 under the page's h1), named for assistive technology by its title. */
export function PageBand({ title, subtitle, children }: PageBandProps) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: { xs: 8, md: 12 } }}>
      <SectionHeading title={title} subtitle={subtitle} />
      {children}
    </Box>
  );
}
