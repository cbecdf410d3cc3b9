import { Box, Button, Grid } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { atEachBreakpoint, focusArrival, type Responsive } from '@site/platform';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { breakpointAt, COLLAPSED_ATTRIBUTE, firstRenderedCount, perBreakpoint } from './first-few-collapse';

/** What a grid's "show all" island is given (plain JSON, written into the page). */
export interface ShowAllProps {
  /** The id of the grid it opens (a FirstFewGrid). */
  gridId: string;
  label: string;
  /** How many cards the list holds. */
  count: number;
  /** How many of them show at first, per breakpoint (the grid's own `shownFirst`). */
  shownFirst: Responsive<number>;
}

interface ShowAllButtonProps<T> extends ShowAllProps {
  /**
   * The whole list, once `onOpen` has asked for it: the island reads the list only when pressed
   * (from the store when the page's read is there, else from the API), so nothing of it need be
   * written into the page for the island to hydrate.
   */
  items: readonly T[] | undefined;
  onOpen: () => void;
  keyOf: (item: T) => string;
  /** A card's columns out of 12, per breakpoint. */
  itemSize: Responsive<number>;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * "Show all": shown at the widths where the list holds more cards than show at first; pressed, it
 * opens the grid (static HTML: it drops the grid's collapsed mark, which its hiding rules need),
 * adds the cards the page did not carry at the grid's end, moves focus to the first card the
 * visitor had not seen, and goes. The page carries only the cards it shows at some width.
 */
export function ShowAllButton<T>({
  gridId,
  label,
  count,
  shownFirst,
  items,
  keyOf,
  itemSize,
  renderItem,
  onOpen,
}: ShowAllButtonProps<T>) {
  const theme = useTheme();
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const [revealFrom, setRevealFrom] = useState<number | null>(null);
  const limits = atEachBreakpoint(shownFirst);
  const carried = firstRenderedCount(shownFirst, count);

  // Once the card is there (the rest may still be on its way from the API).
  useEffect(() => {
    if (!grid || revealFrom === null || (revealFrom >= carried && !items)) return;
    const first = grid.children.item(revealFrom);
    if (first instanceof HTMLElement) focusArrival(first);
    setRevealFrom(null);
  }, [grid, revealFrom, carried, items]);

  if (grid) {
    const rest = (items ?? []).slice(carried).map((item, index) => (
      <Grid key={keyOf(item)} size={itemSize}>
        {renderItem(item, carried + index)}
      </Grid>
    ));
    return createPortal(rest, grid);
  }

  const showAll = () => {
    const target = document.getElementById(gridId);
    if (!target) return;
    // The first card hidden at this width is the first one the visitor has not seen.
    const firstHidden = limits[breakpointAt(window.innerWidth, theme.breakpoints.values)];
    target.removeAttribute(COLLAPSED_ATTRIBUTE);
    onOpen();
    setGrid(target);
    setRevealFrom(firstHidden < count ? firstHidden : null);
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
