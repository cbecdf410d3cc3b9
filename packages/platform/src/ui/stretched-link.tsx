import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FOCUS_RING_WIDTH_PX } from '../theme/create-site-theme';

interface StretchedLinkProps {
  to: string;
  /** History state for the page it opens (e.g. where "back" should return to). */
  state?: unknown;
  children: ReactNode;
}

/**
 * A link whose clickable area covers the whole card it sits in (the nearest positioned ancestor),
 * so the card opens its page while a screen reader hears one link, named by its text. Controls that
 * must stay clickable on the card sit above it (`position: relative; z-index: 2`).
 */
export function StretchedLink({ to, state, children }: StretchedLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      state={state}
      color="inherit"
      underline="hover"
      sx={(theme) => ({
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          borderRadius: `${theme.shape.borderRadius}px`,
        },
        '&:focus-visible': { outline: 'none' },
        // The ring goes round the card, just inside its edge (a card clips what lies outside it).
        '&:focus-visible::after': {
          outline: `${FOCUS_RING_WIDTH_PX + 1}px solid ${(theme.vars ?? theme).palette.primary.main}`,
          outlineOffset: -(FOCUS_RING_WIDTH_PX + 1),
        },
      })}
    >
      {children}
    </Link>
  );
}
