import { Box, Button } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { atEachBreakpoint, focusArrival, type Responsive } from '@site/platform';
import { useState } from 'react';
import { breakpointAt, COLLAPSED_ATTRIBUTE, perBreakpoint } from './first-few-collapse';

export interface ShowAllButtonProps {
  /** The id of the grid it opens (a FirstFewGrid). */
  gridId: string;
  label: string;
  /** How many cards the grid holds. */
  count: number;
  /** How many of them show at first, per breakpoint (the grid's own `shownFirst`). */
  shownFirst: Responsive<number>;
}

/**
 * "Show all": shown at the widths where the grid holds more cards than it shows; pressed, it opens
 * the grid (which is static HTML: it drops the grid's collapsed mark, which its hiding rules need),
 * moves focus to the first card the visitor had not seen, and goes.
 */
export function ShowAllButton({ gridId, label, count, shownFirst }: ShowAllButtonProps) {
  const theme = useTheme();
  const [expanded, setExpanded] = useState(false);
  if (expanded) return null;
  const limits = atEachBreakpoint(shownFirst);

  const showAll = () => {
    const grid = document.getElementById(gridId);
    // The first card hidden at this width is the first one the visitor has not seen.
    const firstHidden = limits[breakpointAt(window.innerWidth, theme.breakpoints.values)];
    grid?.removeAttribute(COLLAPSED_ATTRIBUTE);
    const first = firstHidden < count ? grid?.children.item(firstHidden) : null;
    if (first instanceof HTMLElement) focusArrival(first);
    setExpanded(true);
  };

  return (
    <Box
      sx={{
        display: perBreakpoint((breakpoint) => (count > limits[breakpoint] ? 'flex' : 'none')),
        justifyContent: 'center',
        mt: { xs: 4, md: 6 },
      }}
    >
      <Button variant="outlined" size="large" aria-controls={gridId} aria-expanded={false} onClick={showAll}>
        {label}
      </Button>
    </Box>
  );
}
