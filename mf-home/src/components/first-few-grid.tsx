import { Grid } from '@mui/material';
import { atEachBreakpoint, balancedItemSize, GRID_BREAKPOINTS, leadItemSize, type Responsive } from '@site/platform';
import type { ReactNode } from 'react';
import {
  COLLAPSED_ATTRIBUTE,
  firstRenderedCount,
  gridCellWidth,
  perBreakpoint,
  WHILE_COLLAPSED,
} from './first-few-collapse';
import type { ShowAllProps } from './show-all-button';

/** A list's "show all": its label and its island (the band's own, which renders the band's cards). */
export interface ShowAll {
  label: string;
  island: (props: ShowAllProps) => ReactNode;
}

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
  /** The button that shows the rest in place; without one, a link elsewhere leads to them. */
  showAll?: ShowAll;
  testId?: string;
}

/**
 * A home-page list that starts short: the first few cards (fewer on a phone, whole rows wider up)
 * and a button that shows the rest in place (the band's "show all" island, see ShowAllButton). The
 * counts are media queries that hold while the grid is collapsed, not script, so the server's page
 * and the browser's agree at any width and the grid itself stays static HTML. With a "show all",
 * the page carries only the cards that show at some width; the button brings the rest. The first
 * card widens where the last row would otherwise hold a single card, collapsed and expanded alike.
 */
export function FirstFewGrid<T>({
  id,
  items,
  keyOf,
  itemSize,
  shownFirst,
  renderItem,
  showAll,
  testId,
}: FirstFewGridProps<T>) {
  const limits = atEachBreakpoint(shownFirst);
  const hasMore = GRID_BREAKPOINTS.some((breakpoint) => items.length > limits[breakpoint]);
  const shownCollapsed = perBreakpoint((breakpoint) => Math.min(items.length, limits[breakpoint]));
  const leadCollapsed = leadItemSize(itemSize, shownCollapsed);
  const leadExpanded = leadItemSize(itemSize, items.length);
  const leadDiffers = GRID_BREAKPOINTS.some((breakpoint) => leadCollapsed[breakpoint] !== leadExpanded[breakpoint]);
  const carried = showAll && hasMore ? items.slice(0, firstRenderedCount(shownFirst, items.length)) : items;
  return (
    <>
      <Grid container spacing={3} id={id} data-testid={testId} {...(hasMore ? { [COLLAPSED_ATTRIBUTE]: '' } : {})}>
        {carried.map((item, index) => (
          <Grid
            key={keyOf(item)}
            size={balancedItemSize(itemSize, items.length, index)}
            sx={
              hasMore
                ? {
                    [WHILE_COLLAPSED]: {
                      display: perBreakpoint((breakpoint) => (index < limits[breakpoint] ? 'block' : 'none')),
                      ...(index === 0 && leadDiffers
                        ? { width: perBreakpoint((breakpoint) => gridCellWidth(leadCollapsed[breakpoint])) }
                        : {}),
                    },
                  }
                : undefined
            }
          >
            {renderItem(item, index)}
          </Grid>
        ))}
      </Grid>
      {showAll && hasMore
        ? showAll.island({ gridId: id, label: showAll.label, count: items.length, shownFirst })
        : null}
    </>
  );
}
