import { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/contracts/page-runtime-markup';

/** What takes focus without help; anything else is given `tabindex="-1"` first. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Focuses an element without scrolling to it, making it focusable first if it is not (a heading). */
export function focusInPlace(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Moves keyboard focus to where an in-page link led, so the next Tab continues there and a screen
 * reader announces it: the element the anchor's part marks, else its first heading, else the anchor.
 * The one way the site does it: the inline controls (a hash change, an anchor link with a query)
 * and the islands' `scrollToAnchor` (`@site/platform`) all call this.
 */
export function focusArrival(anchor: HTMLElement): void {
  focusInPlace(
    anchor.querySelector<HTMLElement>(`[${ARRIVAL_FOCUS_ATTRIBUTE}]`) ??
      anchor.querySelector<HTMLElement>('h1, h2, h3') ??
      anchor,
  );
}
