import { afterNextPaint } from './after-next-paint';
import { loadFederationHost } from './federation/load-federation-host';
import { startSite } from './start-site';

// The page's one script, not federated: the federation host (its runtime, React, the theme) is
// loaded only once the page needs it. It starts after the first paint: a deferred script runs when
// the parser is done, before the browser's first frame, so what it does there (about 12 ms of a
// fast CPU on /developers, four times that on a phone) delayed the first paint, and Lighthouse
// counts it into FCP and LCP. A tap before it starts is kept by the page's early-input script.
afterNextPaint(() => startSite(loadFederationHost));
