import type { Responsive } from './balanced-grid';

/**
 * Styles that let the browser skip the style, layout and paint of a part while it is far from the
 * viewport (`content-visibility: auto`), holding its place at `heightPx` until it has been drawn
 * once and at its drawn height after (`contain-intrinsic-size: auto`). The part stays in the
 * page for find-in-page, screen readers and crawlers. For what a phone's first screen does not
 * show and no in-page link lands below: the directory's cards, the footer. The estimate should be
 * close to the drawn height (an anchor below a part placed at a wrong height lands off target).
 */
export function skippedWhileOffscreen(heightPx: number | Responsive<number>) {
  const size = (height: number) => `auto ${height}px`;
  return {
    contentVisibility: 'auto',
    containIntrinsicSize:
      typeof heightPx === 'number'
        ? size(heightPx)
        : Object.fromEntries(Object.entries(heightPx).map(([breakpoint, height]) => [breakpoint, size(height)])),
  } as const;
}
