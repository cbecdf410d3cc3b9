import { afterNextPaint } from '../after-next-paint';
import { reportIslandError } from '../experience/island-errors';
import type { FederationHost } from '../federation/federation-host';
import { prefetchFederationHost } from '../federation/load-federation-host';
import { watchScrolledBar } from '../layout/scrolled-bar';
import { onIslandWoken } from './early-input';
import { whenIdle, whenToHydrate } from './hydration-schedule';
import { type IslandOnPage, islandsOnPage } from './islands-on-page';

/**
 * A server-rendered page in the browser: static HTML, and islands that become React roots each by
 * its own strategy. Until the first one does, the page has loaded no federation runtime and no
 * React at all: a page whose islands wait for the visitor costs the browser almost nothing. Once
 * the page is idle, the federation host is fetched (not run), so the first island woken waits less.
 *
 * Where the host itself cannot be loaded (offline), an island keeps its server HTML and what the
 * visitor typed in it; the visitor's next touch of it tries again.
 */
export function startIslands(federationHost: () => Promise<FederationHost>): void {
  watchScrolledBar();
  const islands = islandsOnPage();
  const unhydrated = new Map<HTMLElement, IslandOnPage>();
  // After the next paint: the tap or letter that woke an island shows before the host and React run.
  const hydrate = (island: IslandOnPage) =>
    void afterNextPaint(() =>
      federationHost()
        .then((host) => host.hydrateIsland(island))
        .catch((error: unknown) => {
          console.error(error);
          reportIslandError('shell', 'unknown');
          unhydrated.set(island.element, island);
        }),
    );
  const wakers = new Map<HTMLElement, () => void>();
  for (const island of islands) {
    const woken = new Promise<void>((resolve) => wakers.set(island.element, resolve));
    void whenToHydrate(island, woken).then(() => hydrate(island));
  }
  onIslandWoken((element) => {
    const failed = unhydrated.get(element);
    unhydrated.delete(element);
    if (failed) hydrate(failed);
    else wakers.get(element)?.();
  });
  if (islands.length > 0) void whenIdle().then(prefetchFederationHost);
}
