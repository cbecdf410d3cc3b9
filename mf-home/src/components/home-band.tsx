import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { PageContainer, SectionHeading } from '@site/platform';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The section's id: the target of `#id` links and of `useGoToAnchor()`. */
  id: string;
  title: string;
  subtitle?: string;
  /** A lightly tinted band, so neighbouring sections read apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** One band of the home page: a landmark named by its heading (the shell keeps it clear of the fixed bar when scrolled to). */
export function HomeSection({ id, title, subtitle, tinted = false, children }: HomeSectionProps) {
  return (
    <Box
      component="section"
      id={id}
      aria-label={title}
      sx={(theme) => ({
        backgroundColor: tinted
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.04 : 0.035)
          : 'transparent',
        borderTop: tinted ? `1px solid ${theme.palette.divider}` : 'none',
        borderBottom: tinted ? `1px solid ${theme.palette.divider}` : 'none',
      })}
    >
      <PageContainer>
        <SectionHeading title={title} subtitle={subtitle} />
        {children}
      </PageContainer>
    </Box>
  );
}
