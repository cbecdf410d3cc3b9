import path from 'node:path';
import { chromium } from 'playwright-core';
import { publishLocalBuilds } from '../release/publish-local-builds';
import { REPO_ROOT } from '../workspaces';
import { composedFile, monolithFile } from './bundle/built-files';
import {
  printComposedOrigins,
  printContributors,
  printServerRendered,
  printSummary,
  type RouteComparison,
} from './bundle/bundle-report';
import { measureRouteJs, type RouteLoad } from './bundle/measure-route-js';
import { serveGateway } from './bundle/serve-gateway';
import { buildMonolith } from './monolith/build-monolith';
import { startApi } from './support/api-stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { ensureFreshBuilds } from './support/fresh-builds';
import { runBench } from './support/run-bench';
import { startSite } from './support/site-stack';
import { tempDir } from './support/temp-dir';

/**
 * `npm run bench:bundle`: the gzip JavaScript bytes a visitor downloads on `/`, `/developers` and
 * `/demo`, composed (the shell and its five federated sections, as `npm start` serves them)
 * against a monolith of the same pages (the shell with every exposed module compiled in, no
 * Module Federation, built to .bench/monolith). Both are served by the site's gateway, with the
 * real API, and loaded in Chromium with a cold cache per route; each JS body is compressed with
 * gzip -9 here, so both are measured alike. Budget: composed ÷ monolith ≤ 1.15 on each route.
 * Then the site as `npm start` serves it, server-rendered: what a phone downloads before the first
 * screen is interactive (the page loaded, not scrolled) and in all once scrolled to the end (parts
 * below the first screen fetch their code when they come near).
 *
 * Flags: --no-build (use the builds as they are), --rebuild (build even if fresh).
 */
const ROUTES = ['/', '/developers', '/demo'];

runBench('bench:bundle', 20 * 60_000, async (cleanup) => {
  await ensureFreshBuilds(cleanup);
  const monolithDir = await buildMonolith(path.join(REPO_ROOT, '.bench', 'monolith'));
  const api = await startApi(tempDir('bench-bundle', cleanup), cleanup);
  const releases = tempDir('bench-bundle-releases', cleanup);
  publishLocalBuilds(releases);
  const composedOrigin = await serveGateway({ apiOrigin: api.origin, releasesDir: releases }, cleanup);
  const monolithOrigin = await serveGateway(
    { apiOrigin: api.origin, releasesDir: releases, shellDir: monolithDir },
    cleanup,
  );
  const servedOrigin = await startSite(tempDir('bench-bundle-served', cleanup), cleanup);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  cleanup.add('close Chromium', () => browser.close());

  const comparisons: RouteComparison[] = [];
  const served: RouteLoad[] = [];
  for (const route of ROUTES) {
    const composed = await measureRouteJs(browser, composedOrigin, route);
    const monolith = await measureRouteJs(browser, monolithOrigin, route);
    if (composed.h1 !== monolith.h1) {
      console.log(`note: ${route} shows "${composed.h1}" composed but "${monolith.h1}" as a monolith`);
    }
    comparisons.push({ composed, monolith });
    served.push(await measureRouteJs(browser, servedOrigin, route, { scrollToEnd: true }));
  }
  // A product page, as served only: the page a visitor reads without acting on anything.
  served.push(await measureRouteJs(browser, servedOrigin, '/risk-manager', { scrollToEnd: true }));

  console.log('\nJavaScript downloaded per route (gzip -9 of every JS response, cold cache):\n');
  printSummary(comparisons);
  console.log(
    '\nAs npm start serves it (server HTML with islands): the HTML, the JavaScript before the load event, until the first interaction (loaded and idle, not scrolled), and scrolled to the end\n',
  );
  printServerRendered(comparisons, served);
  const locateMonolith = monolithFile(monolithDir);
  for (const comparison of comparisons) {
    printContributors(comparison, composedFile, locateMonolith);
    printComposedOrigins(comparison.composed, composedFile);
  }
});
