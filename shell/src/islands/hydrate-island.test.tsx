import { builtInlineScripts } from '@site/page-runtime/inline-scripts';
import { createSiteStore, IslandFrame } from '@site/platform';
import { waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateIsland, ISLAND_HYDRATED_EVENT } from './hydrate-island';
import { islandsOnPage } from './islands-on-page';

/** A small island: a search box whose text React keeps, and a button that counts. */
function SearchAndCount() {
  const [text, setText] = useState('');
  const [count, setCount] = useState(0);
  return (
    <div>
      <label>
        Search
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count}
      </button>
      <output>{`Looking for "${text}"`}</output>
    </div>
  );
}

jest.mock('./load-island-component', () => ({
  loadIslandComponent: async () => SearchAndCount,
}));

const ID = 'i1-';

function serverPage(): void {
  const html = renderToString(
    <IslandFrame store={createSiteStore()} serverAddress="/">
      <SearchAndCount />
    </IslandFrame>,
    { identifierPrefix: ID },
  );
  document.body.innerHTML = `<site-island data-island="test/SearchAndCount" data-build="b1" data-hydrate="load" data-island-id="${ID}" data-props="{}">${html}</site-island>`;
  // The page's inline script as built, as the head runs it before anything can be tapped.
  const earlyInput = builtInlineScripts().find((script) => script.name === 'early-input');
  if (!earlyInput) throw new Error('the page runtime has no early-input script');
  // biome-ignore lint/security/noGlobalEval: runs the page's own built script, as the browser does (jsdom runs no inline script).
  window.eval(earlyInput.text);
}

function typeBeforeHydration(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// The test drives React as a browser would (events, not act()).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('an island hydrating after the visitor acted in it', () => {
  beforeEach(serverPage);

  it('keeps the text typed and the tap, and both take effect once it has hydrated', async () => {
    const input = document.querySelector('input') as HTMLInputElement;
    const button = document.querySelector('button') as HTMLButtonElement;
    typeBeforeHydration(input, 'Power BI');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    // The browser is told nothing happened yet: the island's own code will handle the tap.
    expect(tap.defaultPrevented).toBe(true);
    expect(document.querySelector('output')?.textContent).toBe('Looking for ""');

    const [island] = islandsOnPage();
    if (!island) throw new Error('no island');
    const hydrated = new Promise((resolve) => island.element.addEventListener(ISLAND_HYDRATED_EVENT, resolve));
    await hydrateIsland(island);
    await hydrated;

    await waitFor(() => expect(document.querySelector('output')?.textContent).toBe('Looking for "Power BI"'));
    expect(input.value).toBe('Power BI');
    expect(button.textContent).toBe('Pressed 1');
    // The same elements: hydration kept the server's DOM (focus and scroll stay where they were).
    expect(document.querySelector('input')).toBe(input);
  });

  it("is the browser's to handle once hydrated: no tap is held back", async () => {
    const [island] = islandsOnPage();
    if (!island) throw new Error('no island');
    const hydrated = new Promise((resolve) => island.element.addEventListener(ISLAND_HYDRATED_EVENT, resolve));
    await hydrateIsland(island);
    await hydrated;
    const button = document.querySelector('button') as HTMLButtonElement;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    await waitFor(() => expect(button.textContent).toBe('Pressed 1'));
  });
});
