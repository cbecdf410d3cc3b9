import { FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
import { type FederationHost, handOverFederationHost } from './federation-host';

const HOST_URL = '/main.0123456789.js';

function hostScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${HOST_URL}"]`)];
}

/** What the browser does with the host's script: runs it (the host hands itself over), or fails. */
function runHostScript(host: FederationHost): void {
  const [script] = hostScripts();
  handOverFederationHost(host);
  script?.dispatchEvent(new Event('load'));
}

const fakeHost = (): FederationHost => ({ hydrateIsland: jest.fn(), renderInBrowser: jest.fn() });

/** A fresh boot for each test: the host it loads is a page's, kept for the page's life. */
let loadFederationHost: () => Promise<FederationHost>;
let prefetchFederationHost: () => void;

describe('the boot loading the federation host', () => {
  beforeEach(() => {
    jest.isolateModules(() => {
      ({ loadFederationHost, prefetchFederationHost } = jest.requireActual('./load-federation-host'));
    });
    document.head.innerHTML = `<script defer src="/boot.abc.js" ${FEDERATION_HOST_ATTRIBUTE}="${HOST_URL}"></script>`;
    window.__siteBootWaitsForHost = undefined;
  });

  it('loads the script the page names, once, and resolves with the host it hands over', async () => {
    const host = fakeHost();
    const first = loadFederationHost();
    const second = loadFederationHost();
    expect(hostScripts()).toHaveLength(1);
    runHostScript(host);
    await expect(first).resolves.toBe(host);
    await expect(second).resolves.toBe(host);
  });

  it('tries again after a failed load (offline), instead of failing every island for good', async () => {
    const failed = loadFederationHost();
    hostScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(HOST_URL);
    expect(hostScripts()).toHaveLength(0);

    const host = fakeHost();
    const retried = loadFederationHost();
    expect(hostScripts()).toHaveLength(1);
    runHostScript(host);
    await expect(retried).resolves.toBe(host);
  });

  it('prefetches the host without running it', () => {
    prefetchFederationHost();
    const link = document.head.querySelector('link[rel="prefetch"]');
    expect(link?.getAttribute('href')).toBe(HOST_URL);
    expect(hostScripts()).toHaveLength(0);
  });
});

describe('the host loaded without a boot (the development page)', () => {
  it('says no boot waits, so it starts the site itself', () => {
    window.__siteBootWaitsForHost = undefined;
    expect(handOverFederationHost(fakeHost())).toBe(false);
  });
});
