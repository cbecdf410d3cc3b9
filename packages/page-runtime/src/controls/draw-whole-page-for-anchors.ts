import { DRAW_WHOLE_PAGE_EVENT, OFFSCREEN_PARTS_VARIABLE } from '@site/contracts/page-runtime-markup';

/**
 * While the page goes to an anchor, every part is drawn, so the browser scrolls to where the anchor
 * really is. A part far from the viewport is skipped (renderedWhenNear) and holds the place of an
 * estimated height until drawn, so a scroll to `#contact` aimed at the estimates and ended a few
 * hundred pixels off once the parts it passed were drawn. Drawn once, a part keeps its real height
 * when it is skipped again, so the page does not move when this ends.
 *
 * When: a page that arrives with a `#fragment` (from its first parse until a while after its load),
 * a click on a link to an anchor of this page (in the capture phase, before the browser or another
 * control scrolls), and a script's own scroll to an anchor (DRAW_WHOLE_PAGE_EVENT: a tap on a link
 * while the page is still arriving is followed once the anchor has been parsed, maybe later than
 * this keeps the parts drawn after the tap).
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts); a page the browser renders alone runs it at start.
 */
export function drawWholePageForAnchors(): () => void {
  // Longer than a smooth scroll down the longest page, and than scrollToAnchor keeps an anchor pinned.
  const settleMs = 4000;
  const root = document.documentElement;
  let timer: number | undefined;
  const drawAll = () => {
    root.style.setProperty(OFFSCREEN_PARTS_VARIABLE, 'visible');
    window.clearTimeout(timer);
    timer = window.setTimeout(() => root.style.removeProperty(OFFSCREEN_PARTS_VARIABLE), settleMs);
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return;
    if (link.origin === window.location.origin && link.pathname === window.location.pathname) drawAll();
  };
  const onLoad = () => {
    if (window.location.hash.length > 1) drawAll();
  };
  if (window.location.hash.length > 1) drawAll();
  document.addEventListener('click', onClick, true);
  window.addEventListener(DRAW_WHOLE_PAGE_EVENT, drawAll);
  window.addEventListener('load', onLoad);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener(DRAW_WHOLE_PAGE_EVENT, drawAll);
    window.removeEventListener('load', onLoad);
    window.clearTimeout(timer);
    root.style.removeProperty(OFFSCREEN_PARTS_VARIABLE);
  };
}
