import { atEachBreakpoint, GRID_BREAKPOINTS, type GridBreakpoint, type Responsive } from '@site/platform';

/**
 * A home grid that starts short carries this attribute until its "show all" button removes it:
 * the cards beyond the first few are hidden by style rules that hold only under it, so the page
 * shows the rest without any script rendering the grid again (it is static HTML on the server's page).
 */
export const COLLAPSED_ATTRIBUTE = 'data-collapsed';

/** A selector for a grid's cell while its grid is still collapsed (for `sx`). */
export const WHILE_COLLAPSED = `[${COLLAPSED_ATTRIBUTE}] > &`;

/** The breakpoint a window of this width is at (the media queries' min-width rules). */
export function breakpointAt(width: number, values: Record<GridBreakpoint, number>): GridBreakpoint {
  return [...GRID_BREAKPOINTS].reverse().find((breakpoint) => width >= values[breakpoint]) ?? 'xs';
}

export function perBreakpoint<T>(value: (breakpoint: GridBreakpoint) => T): Record<GridBreakpoint, T> {
  return Object.fromEntries(GRID_BREAKPOINTS.map((breakpoint) => [breakpoint, value(breakpoint)])) as Record<
    GridBreakpoint,
    T
  >;
}

/**
 * The width MUI's Grid gives a cell of this many columns (its own rule, from the parent's column
 * count and spacing), for a cell whose size changes with its grid's state rather than its props.
 */
export function gridCellWidth(columns: number): string {
  return `calc(100% * ${columns} / var(--Grid-parent-columns) - (var(--Grid-parent-columns) - ${columns}) * (var(--Grid-parent-columnSpacing) / var(--Grid-parent-columns)))`;
}

/**
 * How many of a list's cards the page carries: as many as show at first at the widest layout
 * that shows the most; the rest come with "show all".
 */
export function firstRenderedCount(shownFirst: Responsive<number>, count: number): number {
  return Math.min(count, Math.max(...Object.values(atEachBreakpoint(shownFirst))));
}
