import { beginHydratingServerPage, createSiteStore } from '@site/platform';
import { watchScrolledBar } from '../layout/scrolled-bar';
import type { PageState } from '../page-state';
import { onIslandWoken } from './early-input';
import { hydrateIsland } from './hydrate-island';
import { whenToHydrate } from './hydration-schedule';
import { islandsOnPage } from './islands-on-page';

/**
 * A server-rendered page in the browser: static HTML, and islands that become React roots each by
 * its own strategy, sharing one store seeded with the server's reads (nothing is fetched twice).
 */
export function startIslands(state: PageState): void {
  watchScrolledBar();
  beginHydratingServerPage();
  const store = createSiteStore({ serverReads: state.serverReads });
  const wakers = new Map<HTMLElement, () => void>();
  for (const island of islandsOnPage()) {
    const woken = new Promise<void>((resolve) => wakers.set(island.element, resolve));
    void whenToHydrate(island, woken).then(() => hydrateIsland(island, store));
  }
  onIslandWoken((element) => wakers.get(element)?.());
}
