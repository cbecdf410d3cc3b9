import { EXPERIENCE_BEACON_PATH, type ExperienceBeacon } from '@site/contracts';
import { createSiteStore, IslandFrame } from '@site/platform';
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { startExperienceReporting } from '../experience/report-experience';
import { hydrateIsland } from './hydrate-island';
import { islandsOnPage } from './islands-on-page';

/**
 * How the island behaves in the browser: as on the server, throwing while it hydrates, showing
 * other text than the server's (a hydration mismatch), or throwing once its button is pressed.
 */
let browserBehaviour: 'same' | 'throws' | 'differs' | 'throws-when-pressed' = 'same';
let onServer = true;

function PriceTable() {
  const [pressed, setPressed] = useState(false);
  if (!onServer && browserBehaviour === 'throws') throw new Error('the canary broke');
  if (pressed) throw new Error('broke when pressed');
  return (
    <div>
      <p>{!onServer && browserBehaviour === 'differs' ? 'Price: £2' : 'Price: £1'}</p>
      <button type="button" onClick={() => setPressed(true)}>
        Compare
      </button>
    </div>
  );
}

jest.mock('./load-island-component', () => ({ loadIslandComponent: async () => PriceTable }));

// web-vitals needs a real browser; this test is about errors only.
jest.mock('../experience/measure-vitals', () => ({ measureVitalsAfterLoad: jest.fn() }));

const sendBeacon = jest.fn((_url: string, _body: string) => true);
// The test drives React as a browser would (events, not act()).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function serverPage(): void {
  onServer = true;
  const html = renderToString(
    <IslandFrame store={createSiteStore()} serverAddress="/pricing">
      <PriceTable />
    </IslandFrame>,
    { identifierPrefix: 'p1-' },
  );
  document.body.innerHTML = `<site-island data-island="products/PricingTable" data-build="canary9" data-hydrate="load" data-island-id="p1-" data-props="{}">${html}</site-island>`;
  onServer = false;
}

/** The errors the page's beacons report once it is left. */
function errorsReported(): ExperienceBeacon['errors'] {
  window.dispatchEvent(new Event('pagehide'));
  return sendBeacon.mock.calls.flatMap(([url, body]) => {
    expect(url).toBe(EXPERIENCE_BEACON_PATH);
    return (JSON.parse(body) as ExperienceBeacon).errors;
  });
}

let stopReporting: () => void = () => undefined;
const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  window.history.pushState({}, '', '/pricing');
});

beforeEach(() => {
  sendBeacon.mockClear();
  consoleError.mockClear();
  stopReporting = startExperienceReporting({ random: () => 0.99 });
});

afterEach(() => stopReporting());

async function hydrate(behaviour: typeof browserBehaviour): Promise<void> {
  browserBehaviour = behaviour;
  serverPage();
  const [island] = islandsOnPage();
  if (!island) throw new Error('no island');
  await hydrateIsland(island);
}

describe("an island's errors, which React handles and window.onerror never sees", () => {
  it('reports an island that throws while hydrating as its section and build', async () => {
    await hydrate('throws');
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(errorsReported()).toEqual([{ owner: 'products', build: 'canary9' }]);
  });

  it('reports a hydration mismatch React recovered from', async () => {
    await hydrate('differs');
    await waitFor(() => expect(document.querySelector('p')?.textContent).toBe('Price: £2'));
    expect(errorsReported()).toEqual([{ owner: 'products', build: 'canary9' }]);
  });

  it('reports an island that throws after it hydrated', async () => {
    await hydrate('throws-when-pressed');
    await waitFor(() => expect(document.querySelector('site-island')?.hasAttribute('data-hydrated')).toBe(true));
    expect(errorsReported()).toEqual([]);
    document.querySelector('button')?.click();
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(errorsReported()).toEqual([{ owner: 'products', build: 'canary9' }]);
  });

  it('reports nothing for an island that hydrates as the server rendered it', async () => {
    await hydrate('same');
    await waitFor(() => expect(document.querySelector('site-island')?.hasAttribute('data-hydrated')).toBe(true));
    expect(errorsReported()).toEqual([]);
  });
});
