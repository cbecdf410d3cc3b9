import { type FederationHost, handOverFederationHost } from './federation/federation-host';
import { hydrateIsland } from './islands/hydrate-island';
import { startSite } from './start-site';

const host: FederationHost = {
  hydrateIsland,
  renderInBrowser: () => import('./render-in-browser').then(({ renderInBrowser }) => renderInBrowser()),
};

// Loaded by the shell's boot (production), the host hands itself over; loaded by development's
// page, it starts the site itself.
if (!handOverFederationHost(host)) startSite(() => Promise.resolve(host));
