import { NAV_SCROLLED_THRESHOLD_PX } from '@site/contracts';
import { afterNextPaint } from '../after-next-paint';

/** The nav bar's element carries this; its look (translucent, a bottom border) follows `data-scrolled`. */
export const NAV_BAR_ATTRIBUTE = 'data-nav-bar';

/**
 * Keeps the bar's `data-scrolled` true once the page has scrolled past the threshold (50 px). A
 * plain listener, not React state: on a server-rendered page the bar is static HTML. The page's
 * scroll is first read after the first paint (a page reloaded further down): read while the page's script
 * starts, it would force the whole page's first layout inside that script's task, a long task of
 * 130-210 ms on a 4x slower phone.
 */
export function watchScrolledBar(): () => void {
  const update = () => {
    document
      .querySelector(`[${NAV_BAR_ATTRIBUTE}]`)
      ?.setAttribute('data-scrolled', String(window.scrollY > NAV_SCROLLED_THRESHOLD_PX));
  };
  const cancelFirstRead = afterNextPaint(update);
  window.addEventListener('scroll', update, { passive: true });
  return () => {
    cancelFirstRead();
    window.removeEventListener('scroll', update);
  };
}
