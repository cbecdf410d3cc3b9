import type { IslandOnPage } from '../islands/islands-on-page';

/**
 * What the federation host (the shell's federated entry, `main.*.js`) offers the page once loaded:
 * hydrating an island, or rendering the whole page in the browser (no server render).
 */
export interface FederationHost {
  hydrateIsland(island: IslandOnPage): Promise<void>;
  renderInBrowser(): Promise<void>;
}

/** Set by the boot before it loads the host, which hands itself over through it. */
interface WaitingBoot {
  receive(host: FederationHost): void;
}

declare global {
  interface Window {
    __siteBootWaitsForHost?: WaitingBoot;
  }
}

/** The boot's side: a promise of the host, once its script has run. */
export function waitForFederationHost(): Promise<FederationHost> {
  return new Promise((resolve) => {
    window.__siteBootWaitsForHost = { receive: resolve };
  });
}

/** The host's side: hands itself to a waiting boot; false when no boot waits (development's page). */
export function handOverFederationHost(host: FederationHost): boolean {
  const boot = window.__siteBootWaitsForHost;
  if (!boot) return false;
  boot.receive(host);
  return true;
}
