import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { earlyInputQueue } from './early-input-protocol';
import type { IslandOnPage } from './islands-on-page';

/** How far below the viewport a `visible` island starts, so it is ready when it scrolls in. */
const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * An island's element lays out as `display: contents` (it has no box of its own, so an observer
 * would never see it): what comes near is its content.
 */
function boxesOf(element: HTMLElement): Element[] {
  const children = [...element.children];
  return children.length > 0 ? children : [element];
}

function whenNear(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    for (const box of boxesOf(element)) observer.observe(box);
  });
}

/** When the browser has nothing else to do (Safari has no requestIdleCallback: after the load event, then a pause). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      else setTimeout(resolve, 200);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** The page's path and query: what an island may show; a fragment only scrolls. */
const pathAndQuery = () => `${window.location.pathname}${window.location.search}`;

/**
 * When another island changes the page's path or query within the page, or Back or Forward does:
 * an island waiting for the visitor may show what the address names (the directory's results
 * follow its search), so it hydrates and follows. A link to a fragment (`/#projects`) fires
 * `popstate` too, and wakes nothing.
 */
function whenAddressChanges(atStart = pathAndQuery()): Promise<void> {
  return new Promise((resolve) => {
    if (pathAndQuery() !== atStart) {
      resolve();
      return;
    }
    const changed = () => {
      if (pathAndQuery() === atStart) return;
      window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, changed);
      window.removeEventListener('popstate', changed);
      resolve();
    };
    window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, changed);
    window.addEventListener('popstate', changed);
  });
}

/**
 * Resolves when the island should hydrate: by its strategy, or at once when the visitor reaches
 * into it first (`woken`: a tap, a key, focus or typing, kept by the page's early-input script;
 * for a `submit` island, only its form sent).
 */
export function whenToHydrate(island: IslandOnPage, woken: Promise<void>): Promise<void> {
  switch (island.hydrate) {
    case 'load':
      return Promise.resolve();
    case 'visible':
      return Promise.race([whenNear(island.element), woken]);
    case 'idle':
      return Promise.race([whenIdle(), woken]);
    case 'interaction':
      return Promise.race([woken, whenAddressChanges()]);
    // Woken by its form sent only (the early-input script leaves typing and ticks to the browser),
    // or by the address changing since the page was served: a link followed in the page before
    // this script ran (the inline controls follow "Contact for Pricing" to the contact form) counts.
    case 'submit':
      return Promise.race([woken, whenAddressChanges(earlyInputQueue().address)]);
  }
}
