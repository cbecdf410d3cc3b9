import type { FederationHost } from '../federation/federation-host';
import { EARLY_INPUT_GLOBAL } from './early-input-protocol';
import type { IslandOnPage } from './islands-on-page';
import { startIslands } from './start-islands';

/** A page of static HTML with one island due at load and one that waits for the visitor. */
function serverPage(): void {
  document.body.innerHTML = `
    <p>Static copy</p>
    <site-island data-island="forms/DemoForm" data-build="b1" data-hydrate="interaction" data-island-id="f-" data-props="{}"><form><input name="name" /></form></site-island>
    <site-island data-island="apps/AppsCatalogue" data-build="b2" data-hydrate="load" data-island-id="a-" data-props="{}"><div>Apps</div></site-island>`;
}

/** The visitor reaching into an island before it hydrated, as the page's inline script tells it. */
function touch(selector: string): void {
  const island = document.querySelector(selector)?.closest('site-island') as HTMLElement;
  const queue = (window as unknown as Record<string, { wake?: (island: HTMLElement) => void }>)[EARLY_INPUT_GLOBAL];
  queue?.wake?.(island);
}

/** A frame painted, then the tasks it queued: an island starts hydrating after the next paint. */
const tasks = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

describe('a server-rendered page starting its islands', () => {
  let hydrated: string[];
  let host: FederationHost;

  beforeEach(() => {
    hydrated = [];
    host = {
      hydrateIsland: async (island: IslandOnPage) => {
        hydrated.push(island.module);
      },
      renderInBrowser: jest.fn(),
    };
    (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL] = { kept: [] };
  });

  it('hydrates the island due at load, and the one that waits only once the visitor reaches into it', async () => {
    serverPage();
    startIslands(async () => host);
    await tasks();
    expect(hydrated).toEqual(['AppsCatalogue']);
    touch('input[name="name"]');
    await tasks();
    expect(hydrated).toEqual(['AppsCatalogue', 'DemoForm']);
  });

  it('never asks for the federation host on a page whose islands wait for the visitor', async () => {
    document.body.innerHTML =
      '<site-island data-island="forms/DemoForm" data-hydrate="interaction"><form></form></site-island>';
    const federationHost = jest.fn(async () => host);
    startIslands(federationHost);
    await tasks();
    expect(federationHost).not.toHaveBeenCalled();
  });

  it('keeps an island as the server wrote it when the host cannot be loaded, and tries again on the next touch', async () => {
    serverPage();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    startIslands(async () => {
      if (!online) throw new Error('offline');
      return host;
    });
    await tasks();
    expect(hydrated).toEqual([]);
    expect(document.querySelector('input[name="name"]')).not.toBeNull();

    online = true;
    touch('div');
    await tasks();
    expect(hydrated).toEqual(['AppsCatalogue']);
  });
});
