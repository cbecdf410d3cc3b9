import { Box } from '@mui/material';
import type { HomeAnchor } from '@site/contracts';
import { PageContainer, renderedWhenNear, SectionHeading, stylesForEachScheme } from '@site/platform';
import type { ReactNode } from 'react';

/**
 * A band's id in the page: one of HOME_ANCHORS where the site links or scrolls to it, or the id
 * of a band nothing on the site leads to (still a place a visitor's own link can name).
 */
export type HomeBandAnchor = HomeAnchor | 'featured-solutions' | 'testimonials';

interface HomeBandProps {
  /** The band's id: the target of `#...` links and of `useGoToAnchor()`. */
  anchor: HomeBandAnchor;
  title: string;
  subtitle?: string;
  /** A lightly tinted band, so neighbouring bands read apart. */
  tinted?: boolean;
  children: ReactNode;
}

/** Drawn as it nears the viewport; until then it holds the place of about a band's height (phone, desktop). */
const DRAWN_WHEN_NEAR = renderedWhenNear({ xs: 1500, md: 1000 });

/**
 * One band of the home page: a landmark named by its heading (the shell keeps it clear of the fixed
 * bar when scrolled to), drawn by the browser only as it nears the viewport (every band comes after
 * the hero).
 */
export function HomeBand({ anchor, title, subtitle, tinted = false, children }: HomeBandProps) {
  return (
    <Box
      component="section"
      id={anchor}
      aria-label={title}
      style={DRAWN_WHEN_NEAR.style}
      sx={(theme) => ({
        ...DRAWN_WHEN_NEAR.sx,
        borderTop: tinted ? `1px solid ${(theme.vars ?? theme).palette.divider}` : 'none',
        borderBottom: tinted ? `1px solid ${(theme.vars ?? theme).palette.divider}` : 'none',
        ...stylesForEachScheme(theme, (mode) => ({
          backgroundColor: tinted
            ? theme.alpha((theme.vars ?? theme).palette.primary.main, mode === 'dark' ? 0.04 : 0.035)
            : 'transparent',
        })),
      })}
    >
      <PageContainer>
        <SectionHeading title={title} subtitle={subtitle} />
        {children}
      </PageContainer>
    </Box>
  );
}
