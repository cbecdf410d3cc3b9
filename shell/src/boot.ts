import { loadFederationHost } from './federation/load-federation-host';
import { startSite } from './start-site';

// The page's one script, not federated: the federation host (its runtime, React, the theme) is
// loaded only once the page needs it.
startSite(loadFederationHost);
