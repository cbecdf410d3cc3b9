import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { DRAW_WHOLE_PAGE_EVENT } from '@site/contracts/page-runtime-markup';
import { focusArrival } from '../shared/focus-arrival';

/**
 * A link to an anchor of this page that carries a query for the part there (every ContactButton on
 * the home page: `/?service=x#contact`) is followed in the page, also where nothing is hydrated:
 * the address is replaced (the page is the same), the islands are told (the contact form, hydrated
 * or not yet, reads the intent from the address), the page scrolls there and focus follows (the
 * field the part marks, else its first heading), once it has arrived if the page is still loading.
 * Without this the browser would load the whole page again for a new query. A hydrated LinkButton follows itself and prevents the default, so this
 * leaves it alone; a modified click (new tab) is the browser's.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts).
 */
export function followAnchorLinksInPage(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self')) return;
    const here = window.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname || link.search === here.search) return;
    if (link.hash.length < 2) return;
    const id = decodeURIComponent(link.hash.slice(1));
    const anchor = document.getElementById(id);
    // A page still arriving may not have the anchor yet (the contact form is at the end of `/`).
    if (!anchor && document.readyState !== 'loading') return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', link.href);
    window.dispatchEvent(new Event(ISLAND_ADDRESS_CHANGED_EVENT));
    const arrive = (there: HTMLElement) => {
      const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      // The parts the scroll passes are drawn (drawWholePageForAnchors), so it ends at the anchor.
      window.dispatchEvent(new Event(DRAW_WHOLE_PAGE_EVENT));
      there.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      focusArrival(there);
    };
    if (anchor) arrive(anchor);
    else {
      const whenParsed = () => {
        const arrived = document.getElementById(id);
        if (arrived) arrive(arrived);
      };
      document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
