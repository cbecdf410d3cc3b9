import path from 'node:path';
import { releasesDir } from '@site/section-release/releases-dir';
import { buildAll } from '../build/build-all';
import { onShutdownSignal, startChild, stopChildren, waitForHttp } from '../process/child-processes';
import { publishLocalBuilds } from '../release/publish-local-builds';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm start`: builds everything, publishes each section's build as its current release, starts
 * the API (embedded PostgreSQL unless DATABASE_URL is set) and the site server (`node
 * site-server/dist/main.js`, as its container runs it), and says where the site is once its pages
 * are rendered on the server. Ctrl-C stops it all, PostgreSQL included. PORT (8080), API_PORT
 * (3000), API_METRICS_PORT (9464: the API's Prometheus metrics; empty for none), SITE_METRICS_PORT
 * (9465: the site server's; empty for none) and `--no-build` let
 * tests run it on free ports; `--keep-releases` serves the releases as
 * they are (a test or a section team releases by hand with `npm run release`); `--client-rendered`
 * serves every page to be rendered in the browser (what the site did before server rendering:
 * bench:lighthouse and bench:bundle compare the two). A release proposal left behind by an earlier
 * run is discarded by the site server as it starts: it serves what its pointers name.
 */
const API_START_TIMEOUT_MS = 120_000;
/** The first renderer loads every section's server build and renders every route once. */
const RENDERER_START_TIMEOUT_MS = 120_000;

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const apiPort = Number(process.env.API_PORT ?? 3000);
  const apiMetricsPort = process.env.API_METRICS_PORT ?? '9464';
  // The site server's Prometheus metrics, on a loopback port of their own ('' for none).
  const siteMetricsPort = process.env.SITE_METRICS_PORT ?? '9465';
  if (!process.argv.includes('--no-build')) await buildAll();
  const releases = releasesDir();
  if (!process.argv.includes('--keep-releases')) publishLocalBuilds(releases);
  const api = startChild('api', process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    PORT: String(apiPort),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The site server runs on this machine and tells the API the visitor's address in X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    METRICS_PORT: apiMetricsPort,
    METRICS_HOST: '127.0.0.1',
  });
  const children = [api];
  let stopping = false;
  onShutdownSignal(async () => {
    stopping = true;
    // The site server first (it finishes the pages in flight), then the API it proxies to.
    await stopChildren(children.filter((child) => child !== api));
    await stopChildren([api]);
  });
  const stopOnExit = (name: string, exited: Promise<number | null>) =>
    void exited.then((code) => {
      if (stopping) return;
      console.error(`The ${name} stopped (exit ${code}): its own message is above. Stopping the site.`);
      void stopChildren(children).then(() => process.exit(code ?? 1));
    });
  stopOnExit('API', api.exited);
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiOrigin}/api/health`, API_START_TIMEOUT_MS, () => api.process.exitCode === null);
  const site = startChild('site server', process.execPath, [path.join(REPO_ROOT, 'site-server', 'dist', 'main.js')], {
    PORT: String(port),
    HOST: process.env.HOST ?? '127.0.0.1',
    API_ORIGIN: apiOrigin,
    RELEASES_DIR: releases,
    SERVER_RENDERING: process.argv.includes('--client-rendered') ? 'off' : 'on',
    // Not 'production': that sends HSTS, which belongs to the site's real origin, not to localhost.
    NODE_ENV: '',
    METRICS_PORT: siteMetricsPort,
    METRICS_HOST: '127.0.0.1',
    // A canary is judged on visitors' errors and vitals, which the API counts (docs/decisions/canary-judge.md).
    API_METRICS_URL: apiMetricsPort === '' ? '' : `http://127.0.0.1:${apiMetricsPort}/metrics`,
  });
  children.push(site);
  stopOnExit('site server', site.exited);
  // Ready: a renderer is warm, so the first visitor (a crawler too) gets a page rendered on the server.
  await waitForHttp(
    `http://127.0.0.1:${port}/_site/ready`,
    RENDERER_START_TIMEOUT_MS,
    () => site.process.exitCode === null,
  );
  console.log(`\nThe site is on http://localhost:${port} (API on ${apiOrigin}). Ctrl-C stops everything.`);
  if (apiMetricsPort !== '') console.log(`API metrics (Prometheus) on http://127.0.0.1:${apiMetricsPort}/metrics`);
  if (siteMetricsPort !== '')
    console.log(`Site server metrics (Prometheus) on http://127.0.0.1:${siteMetricsPort}/metrics`);
  console.log('');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
