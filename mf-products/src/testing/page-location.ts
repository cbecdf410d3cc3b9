import { type ContactIntent, readContactIntent } from '@site/contracts';
import { act, fireEvent } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import type { createMemoryRouter } from 'react-router-dom';

/** The memory router renderWithSite gives a test. */
type SiteRouter = ReturnType<typeof createMemoryRouter>;

/**
 * A visitor with a mouse and keyboard. The pointer-events check walks the computed styles of every
 * ancestor on each click, which costs seconds on a full product page in jsdom; these pages never
 * disable pointer events, so it is skipped.
 */
export function visitor() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Where the visitor is now, as the address bar shows it after the origin: `/#contact`, `/demo`. */
export function addressOf(router: SiteRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Clicks each button in turn, each time from the page's own address (a contact button on the home
 * page scrolls instead of navigating), and returns where each click led. Each entry is read from a
 * new history entry, so a button that did nothing cannot pass for one that navigated. A plain click
 * event keeps a sweep over a page's many buttons within seconds; single clicks go through visitor().
 */
export async function destinationsOf(router: SiteRouter, buttons: readonly HTMLElement[]): Promise<string[]> {
  const pageAddress = addressOf(router);
  const destinations: string[] = [];
  for (const button of buttons) {
    await act(() => router.navigate(pageAddress));
    const before = router.state.location.key;
    fireEvent.click(button);
    destinations.push(router.state.location.key === before ? '(did not navigate)' : addressOf(router));
  }
  return destinations;
}

/** The page's meta description, if anything set one (usePageMeta). */
export function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

/** Where a contact link led: the page and anchor, and the intent its address carries. */
export function contactVisitOf(address: string): { at: string; intent: ContactIntent } {
  const url = new URL(address, 'https://site.test');
  return { at: `${url.pathname}${url.hash}`, intent: readContactIntent(url.searchParams) };
}
