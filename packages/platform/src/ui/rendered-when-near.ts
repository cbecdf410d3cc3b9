import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { OFFSCREEN_PARTS_VARIABLE } from '@site/contracts/page-runtime-markup';
import type { CSSProperties } from 'react';
import type { GridBreakpoint, Responsive } from './balanced-grid';

/**
 * The CSS variable a part drawn when near reads for its `content-visibility` (OFFSCREEN_PARTS_VARIABLE):
 * `auto` unless the page sets it to `visible` (drawWholePageForAnchors, while the page scrolls to an anchor).
 */
export { OFFSCREEN_PARTS_VARIABLE };

/** What a part drawn when near is given: its `style` attribute and its `sx`. */
export interface RenderedWhenNear {
  /** `content-visibility`, in the element's own HTML (see renderedWhenNear). */
  style: CSSProperties;
  /** The estimated height, per breakpoint (in the page's stylesheet). */
  sx: SystemStyleObject<Theme>;
}

/**
 * Lets the browser skip a part's style, layout and paint while it is far from the viewport
 * (`content-visibility: auto`), and hold its place with an estimate of its height until it has been
 * drawn once (then the browser remembers the real height: `auto`).
 *
 * A page's first frame draws only what a visitor can see: on a phone the home page is twelve
 * screens long, and drawing all of it made the first frame's style and layout the longest task of
 * the load. Skipped parts stay in the HTML, the accessibility tree, find-in-page and tab order; the
 * browser draws one as it nears the viewport, as it is focused or scrolled to. Only a scroll to an
 * anchor needs the real heights of the parts above it: the page draws them all meanwhile.
 *
 * `content-visibility` is in the part's style attribute, so the browser knows the part is skipped
 * from the moment it parses it. Declared only in the page's stylesheet, it applied when the
 * stylesheet arrived: Chromium had by then styled some of the part's elements without it, and the
 * stylesheet's own values started their CSS transitions (a button's colour from the browser's link
 * blue), which stayed frozen at their start while the part was skipped. A visitor saw them run when
 * the part was drawn; getComputedStyle (and so axe) read the start values.
 *
 * Only the block size is estimated: an inline size would become the part's width in a grid or flex
 * row while it is skipped.
 */
export function renderedWhenNear(estimatedHeight: Responsive<number>): RenderedWhenNear {
  const blockSize: Partial<Record<GridBreakpoint, string>> = {};
  for (const [breakpoint, height] of Object.entries(estimatedHeight))
    blockSize[breakpoint as GridBreakpoint] = `auto ${height}px`;
  return {
    // csstype lists the keywords only; a var() is a valid value of every property.
    style: { contentVisibility: `var(${OFFSCREEN_PARTS_VARIABLE}, auto)` as CSSProperties['contentVisibility'] },
    sx: { containIntrinsicBlockSize: blockSize },
  };
}
