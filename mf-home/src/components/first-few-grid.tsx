import { Box, Button, Grid } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import {
  atEachBreakpoint,
  balancedItemSize,
  focusArrival,
  GRID_BREAKPOINTS,
  type GridBreakpoint,
  type Responsive,
} from '@site/platform';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface FirstFewGridProps<T> {
  /** The grid's id, which the "show all" button controls. */
  id: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** A card's columns out of 12, per breakpoint. */
  itemSize: Responsive<number>;
  /** How many cards show at first, per breakpoint: full rows, and fewer on a phone. */
  shownFirst: Responsive<number>;
  renderItem: (item: T, index: number) => ReactNode;
  /** The label of the button that shows the rest in place; without one, a link elsewhere leads to them. */
  showAllLabel?: string;
  testId?: string;
}

/** The breakpoint a window of this width is at (the media queries' min-width rules). */
function breakpointAt(width: number, values: Record<GridBreakpoint, number>): GridBreakpoint {
  return [...GRID_BREAKPOINTS].reverse().find((breakpoint) => width >= values[breakpoint]) ?? 'xs';
}

function perBreakpoint<T>(value: (breakpoint: GridBreakpoint) => T): Record<GridBreakpoint, T> {
  return Object.fromEntries(GRID_BREAKPOINTS.map((breakpoint) => [breakpoint, value(breakpoint)])) as Record<
    GridBreakpoint,
    T
  >;
}

/**
 * A home-page list that starts short: the first few cards (fewer on a phone, whole rows wider up)
 * and a button that shows the rest in place, moving focus to the first card it revealed. The
 * counts are media queries, not script, so the server's page and the browser's agree at any width.
 * The first card widens where the last row would otherwise hold a single card.
 */
export function FirstFewGrid<T>({
  id,
  items,
  keyOf,
  itemSize,
  shownFirst,
  renderItem,
  showAllLabel,
  testId,
}: FirstFewGridProps<T>) {
  const theme = useTheme();
  const [expanded, setExpanded] = useState(false);
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const limits = atEachBreakpoint(shownFirst);
  const shown = perBreakpoint((breakpoint) => (expanded ? items.length : Math.min(items.length, limits[breakpoint])));

  useEffect(() => {
    if (revealedFrom === null) return;
    const first = grid.current?.children.item(revealedFrom);
    if (first instanceof HTMLElement) focusArrival(first);
    setRevealedFrom(null);
  }, [revealedFrom]);

  const showAll = () => {
    // The first card hidden at this width is the first one the visitor has not seen.
    const firstHidden = limits[breakpointAt(window.innerWidth, theme.breakpoints.values)];
    setExpanded(true);
    setRevealedFrom(firstHidden < items.length ? firstHidden : null);
  };

  return (
    <>
      <Grid container spacing={3} id={id} ref={grid} data-testid={testId}>
        {items.map((item, index) => (
          <Grid
            key={keyOf(item)}
            size={balancedItemSize(itemSize, shown, index)}
            sx={expanded ? undefined : { display: perBreakpoint((bp) => (index < limits[bp] ? 'block' : 'none')) }}
          >
            {renderItem(item, index)}
          </Grid>
        ))}
      </Grid>
      {showAllLabel !== undefined && !expanded && GRID_BREAKPOINTS.some((bp) => items.length > limits[bp]) ? (
        <Box
          sx={{
            display: perBreakpoint((breakpoint) => (items.length > limits[breakpoint] ? 'flex' : 'none')),
            justifyContent: 'center',
            mt: { xs: 4, md: 6 },
          }}
        >
          <Button variant="outlined" size="large" aria-controls={id} aria-expanded={false} onClick={showAll}>
            {showAllLabel}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
