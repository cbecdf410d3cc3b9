/** MUI's breakpoints, smallest first: a value set at one holds for the larger ones until another is set. */
export const GRID_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type GridBreakpoint = (typeof GRID_BREAKPOINTS)[number];

/** A value per breakpoint, given at least for the smallest; e.g. a card's columns out of 12. */
export type Responsive<T> = { xs: T } & Partial<Record<GridBreakpoint, T>>;

/** The value at every breakpoint, each taking the nearest one given below it. */
export function atEachBreakpoint<T>(values: Responsive<T>): Record<GridBreakpoint, T> {
  let current = values.xs;
  const all = {} as Record<GridBreakpoint, T>;
  for (const breakpoint of GRID_BREAKPOINTS) {
    current = values[breakpoint] ?? current;
    all[breakpoint] = current;
  }
  return all;
}

/**
 * The size of a grid's first card, so its last row never holds a single card beside empty columns:
 * wherever the cards shown leave one alone (count % columns === 1), the first card spans two
 * columns instead, which fills the gap. One card alone, or one column, is left as it is.
 */
export function leadItemSize(
  itemSize: Responsive<number>,
  shownCount: number | Record<GridBreakpoint, number>,
): Record<GridBreakpoint, number> {
  const sizes = atEachBreakpoint(itemSize);
  const lead = { ...sizes };
  for (const breakpoint of GRID_BREAKPOINTS) {
    const columns = Math.round(12 / sizes[breakpoint]);
    const count = typeof shownCount === 'number' ? shownCount : shownCount[breakpoint];
    if (columns > 1 && count > 1 && count % columns === 1) lead[breakpoint] = Math.min(12, sizes[breakpoint] * 2);
  }
  return lead;
}

/**
 * The size of the card at `index`: the first may be wider (see leadItemSize). A first card no
 * wider than the others gets the very size they get, so it takes the same class and CSS rules
 * (the same sizes spelt out per breakpoint would be a second class, its rules missing from the
 * generation's stylesheet whenever the warm-up's data widened the first card).
 */
export function balancedItemSize(
  itemSize: Responsive<number>,
  shownCount: number | Record<GridBreakpoint, number>,
  index: number,
): Responsive<number> {
  if (index !== 0) return itemSize;
  const lead = leadItemSize(itemSize, shownCount);
  const sizes = atEachBreakpoint(itemSize);
  return GRID_BREAKPOINTS.some((breakpoint) => lead[breakpoint] !== sizes[breakpoint]) ? lead : itemSize;
}
