import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { whenToHydrate } from './hydration-schedule';
import type { IslandOnPage } from './islands-on-page';

function waitingIsland(): IslandOnPage {
  return {
    element: document.createElement('site-island'),
    owner: 'developers',
    module: 'DirectoryResults',
    build: 'abc',
    props: {},
    hydrate: 'interaction',
    id: 'r1',
    clientOnly: false,
  };
}

/** Whether the promise has settled once pending tasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('an island that waits for the visitor', () => {
  const neverWoken = new Promise<void>(() => undefined);

  it('waits while nothing happens', async () => {
    expect(await settled(whenToHydrate(waitingIsland(), neverWoken))).toBe(false);
  });

  it('hydrates when the visitor reaches into it', async () => {
    expect(await settled(whenToHydrate(waitingIsland(), Promise.resolve()))).toBe(true);
  });

  afterEach(() => window.history.replaceState(null, '', '/developers'));

  it('hydrates when another island changes the address (the directory’s results follow its search)', async () => {
    const due = whenToHydrate(waitingIsland(), neverWoken);
    window.history.pushState(null, '', '/developers?q=power');
    window.dispatchEvent(new Event(ISLAND_ADDRESS_CHANGED_EVENT));
    expect(await settled(due)).toBe(true);
  });

  it('hydrates when Back or Forward changes the address', async () => {
    window.history.replaceState(null, '', '/developers?q=power');
    const due = whenToHydrate(waitingIsland(), neverWoken);
    window.history.replaceState(null, '', '/developers');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await settled(due)).toBe(true);
  });

  it('keeps waiting when only the fragment changes (an in-page link fires popstate too)', async () => {
    const due = whenToHydrate(waitingIsland(), neverWoken);
    window.history.pushState(null, '', '#projects');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await settled(due)).toBe(false);
  });
});
