import { NAV_SCROLLED_THRESHOLD_PX } from '@site/contracts';

/** The nav bar's element carries this; its look (translucent, a bottom border) follows `data-scrolled`. */
export const NAV_BAR_ATTRIBUTE = 'data-nav-bar';

/**
 * Keeps the bar's `data-scrolled` true once the page has scrolled past the threshold (50 px). A
 * plain listener, not React state: on a server-rendered page the bar is static HTML.
 */
export function watchScrolledBar(): () => void {
  const update = () => {
    document
      .querySelector(`[${NAV_BAR_ATTRIBUTE}]`)
      ?.setAttribute('data-scrolled', String(window.scrollY > NAV_SCROLLED_THRESHOLD_PX));
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}
