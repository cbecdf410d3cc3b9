import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import { followAddressRegions } from './follow-address-regions';

/** The server's page for an address: a status line, the cards, and a rule of its own. */
function serverPage(status: string, names: string[], rule = '.card{color:red}'): string {
  // The page's own inline script speaks of <style>, as the shell's controls do.
  return `<!doctype html><html><head><title>Find Developers</title><script>var styles=/<style[^>]*>/;</script><style>${rule}</style></head><body>
    <form role="search"><input id="search" type="search"></form>
    <div data-follows-address="results"><p role="status">${status}</p>
    <ul>${names.map((name) => `<li><h2>${name}</h2></li>`).join('')}</ul>
    <a href="/developers?page=2">Next page</a><a href="/developers?sort=rating" data-then-focus="search">Clear Filters</a></div>
  </body></html>`;
}

/** jsdom has no constructed stylesheets: a stand-in keeps the rules each is given. */
class RecordedStyleSheet {
  rules = '';
  replaceSync(rules: string): void {
    this.rules = rules;
  }
}

let stop: () => void;
let fetched: string[];
let pages: Record<string, string>;
beforeEach(() => {
  window.history.replaceState(null, '', '/developers');
  document.head.innerHTML = '<style>.base{}</style>';
  document.body.innerHTML = new DOMParser().parseFromString(
    serverPage('Showing 1–2 of 4 developers', ['Ada', 'Grace']),
    'text/html',
  ).body.innerHTML;
  fetched = [];
  pages = {};
  global.fetch = jest.fn(async (address: string | URL | Request) => {
    const path = String(address);
    fetched.push(path);
    const body = pages[path];
    return { ok: body !== undefined, status: body === undefined ? 500 : 200, text: async () => body ?? '' } as Response;
  }) as typeof fetch;
  Element.prototype.scrollIntoView = () => undefined;
  (globalThis as unknown as { CSSStyleSheet: unknown }).CSSStyleSheet = RecordedStyleSheet;
  Object.defineProperty(document, 'adoptedStyleSheets', { value: [], writable: true, configurable: true });
  stop = followAddressRegions();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const names = () => [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
const region = () => document.querySelector('[data-follows-address]') as HTMLElement;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function changeAddress(to: string, typing = false): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new CustomEvent(ISLAND_ADDRESS_CHANGED_EVENT, { detail: { typing } }));
}

describe('followAddressRegions', () => {
  it("swaps the part for the server's page of the new address, keeping its status line's element, with the rules it lacks", async () => {
    pages['/developers?sort=price-low'] = serverPage('Showing 1–2 of 4 developers, cheapest first', ['Grace', 'Ada']);
    const status = document.querySelector('[role="status"]');
    changeAddress('/developers?sort=price-low');
    expect(region().getAttribute('aria-busy')).toBe('true');
    await settled();
    expect(fetched).toEqual(['/developers?sort=price-low']);
    expect(names()).toEqual(['Grace', 'Ada']);
    expect(document.querySelector('[role="status"]')).toBe(status);
    expect(status?.textContent).toBe('Showing 1–2 of 4 developers, cheapest first');
    // Constructed, not a <style> element: the page's policy allows only its own inline styles.
    const adopted = (document as unknown as { adoptedStyleSheets: RecordedStyleSheet[] }).adoptedStyleSheets;
    expect(adopted.map((sheet) => sheet.rules)).toEqual(['.card{color:red}']);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(region().hasAttribute('aria-busy')).toBe(false);
  });

  it('waits for a pause in typing, and fetches only the address typed last', async () => {
    jest.useFakeTimers();
    pages['/developers?q=gra'] = serverPage('Showing 1–1 of 1 developer', ['Grace']);
    changeAddress('/developers?q=g', true);
    changeAddress('/developers?q=gr', true);
    changeAddress('/developers?q=gra', true);
    expect(fetched).toEqual([]);
    jest.advanceTimersByTime(300);
    jest.useRealTimers();
    await settled();
    expect(fetched).toEqual(['/developers?q=gra']);
    expect(names()).toEqual(['Grace']);
  });

  it('follows a link to this page with another query in the page, and moves focus where the link says', async () => {
    pages['/developers?sort=rating'] = serverPage('Showing 1–4 of 4 developers', ['Ada', 'Grace', 'Katherine', 'Mary']);
    const entries = window.history.length;
    const clear = [...document.querySelectorAll('a')].find((link) => link.textContent === 'Clear Filters');
    const followedByTheBrowser = clear?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followedByTheBrowser).toBe(false);
    expect(window.location.search).toBe('?sort=rating');
    expect(window.history.length).toBe(entries + 1);
    await settled();
    expect(names()).toEqual(['Ada', 'Grace', 'Katherine', 'Mary']);
    expect(document.activeElement).toBe(document.getElementById('search'));
  });

  it('shows again what Back names', async () => {
    pages['/developers?page=2'] = serverPage('Showing 3–4 of 4 developers', ['Katherine', 'Mary']);
    pages['/developers'] = serverPage('Showing 1–2 of 4 developers', ['Ada', 'Grace']);
    changeAddress('/developers?page=2');
    await settled();
    expect(names()).toEqual(['Katherine', 'Mary']);
    window.history.replaceState(null, '', '/developers');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settled();
    expect(names()).toEqual(['Ada', 'Grace']);
  });
});
