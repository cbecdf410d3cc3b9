import { DRAW_WHOLE_PAGE_EVENT } from '@site/contracts/page-runtime-markup';
import { focusArrival } from '@site/page-runtime';

const WAIT_FOR_ANCHOR_MS = 5_000;
/** How long an anchor stays pinned while the parts above it are still arriving and growing. */
const SETTLE_MS = 4_000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Keeps the anchor at the top while the page above it settles (its parts load lazily and grow
 * when their data arrives), until the visitor takes over or the page has had time to settle.
 */
function keepInView(element: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => element.scrollIntoView({ behavior: 'auto', block: 'start' }));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

export { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/contracts/page-runtime-markup';
export { focusArrival };

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls smoothly (instantly when the visitor prefers reduced motion) to the element with this id
 * and moves focus there (focusArrival). Parts load lazily, so it waits a little for the element
 * to appear; it resolves to whether it scrolled.
 */
export function scrollToAnchor(id: string): Promise<boolean> {
  const scroll = (element: HTMLElement) => {
    // The parts the scroll passes are drawn, so it ends where the anchor really is.
    window.dispatchEvent(new Event(DRAW_WHOLE_PAGE_EVENT));
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    focusArrival(element);
    keepInView(element);
    return true;
  };
  const present = document.getElementById(id);
  if (present) return Promise.resolve(scroll(present));
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      cleanup();
      resolve(scroll(element));
    });
    const timer = window.setTimeout(() => {
      cleanup();
      resolve(false);
    }, WAIT_FOR_ANCHOR_MS);
    const cleanup = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
