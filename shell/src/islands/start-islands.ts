import { watchScrolledBar } from '../layout/scrolled-bar';
import { onIslandWoken } from './early-input';
import { whenToHydrate } from './hydration-schedule';
import { type IslandOnPage, islandsOnPage } from './islands-on-page';

/** React, the theme, the store and the federation runtime: fetched only once an island needs them. */
const hydrator = () => import('./hydrate-island');

function hydrate(island: IslandOnPage): void {
  void hydrator().then(({ hydrateIsland }) => hydrateIsland(island));
}

/**
 * A server-rendered page in the browser: static HTML, and islands that become React roots each by
 * its own strategy. Until the first one does, the page has loaded no React at all: a page whose
 * islands wait for the visitor costs the browser almost nothing.
 */
export function startIslands(): void {
  watchScrolledBar();
  const wakers = new Map<HTMLElement, () => void>();
  for (const island of islandsOnPage()) {
    const woken = new Promise<void>((resolve) => wakers.set(island.element, resolve));
    void whenToHydrate(island, woken).then(() => hydrate(island));
  }
  onIslandWoken((element) => wakers.get(element)?.());
}
