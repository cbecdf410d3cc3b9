import { startExperienceReporting } from './experience/report-experience';
import type { FederationHost } from './federation/federation-host';
import { startIslands } from './islands/start-islands';
import { serverPageState } from './page-state';

/**
 * The page in the browser. A page the server rendered is static HTML with islands, each hydrated by
 * the federation host when due; a page the server could not render (its renderer was down), or
 * development's, is rendered whole by the host.
 */
export function startSite(federationHost: () => Promise<FederationHost>): void {
  // First, so that an error while the islands hydrate is reported too.
  startExperienceReporting();
  if (serverPageState()) startIslands(federationHost);
  else void federationHost().then((host) => host.renderInBrowser());
}
