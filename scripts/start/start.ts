import path from 'node:path';
import { buildAll } from '../build/build-all';
import { createGateway } from '../gateway/create-gateway';
import { SITE_ORIGIN } from '../gateway/site-origin';
import { onShutdownSignal, startChild, stopChildren, waitForHttp } from '../process/child-processes';
import { publishLocalBuilds } from '../release/publish-local-builds';
import { releasesDir } from '../release/releases-dir';
import { RenderService } from '../renderer/render-service';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm start`: builds everything, publishes each section's build as its current release, starts
 * the API (embedded PostgreSQL unless DATABASE_URL is set) and serves the composed site on one
 * origin, pages rendered on the server. Ctrl-C stops it all, PostgreSQL included. PORT (8080),
 * API_PORT (3000) and `--no-build` let tests run it on free ports; `--keep-releases` serves the
 * releases as they are (a test or a section team releases by hand with `npm run release`);
 * `--client-rendered` serves every page to be rendered in the browser (what the site did before
 * server rendering: bench:lighthouse and bench:bundle compare the two).
 */
const CLOSE_GRACE_MS = 10_000;

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const apiPort = Number(process.env.API_PORT ?? 3000);
  if (!process.argv.includes('--no-build')) await buildAll();
  const releases = releasesDir();
  if (!process.argv.includes('--keep-releases')) publishLocalBuilds(releases);
  const api = startChild('api', process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    PORT: String(apiPort),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The gateway runs on this machine and tells the API the visitor's address in X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  });
  const running: { close?: () => Promise<void> } = {};
  let stopping = false;
  onShutdownSignal(async () => {
    stopping = true;
    await running.close?.();
    await stopChildren([api]);
  });
  void api.exited.then((code) => {
    if (stopping) return;
    console.error(
      running.close
        ? `The API stopped (exit ${code}); stopping the site.`
        : `The API stopped before it answered (exit ${code}): its own message is above.`,
    );
    void (running.close?.() ?? Promise.resolve()).then(() => process.exit(code ?? 1));
  });
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiOrigin}/api/health`, 120_000, () => api.process.exitCode === null);
  const host = process.env.HOST ?? '127.0.0.1';
  const renderer = process.argv.includes('--client-rendered')
    ? undefined
    : new RenderService({
        sectionsOrigin: `http://127.0.0.1:${port}`,
        apiOrigin,
        siteOrigin: SITE_ORIGIN,
        shellDir: path.join(REPO_ROOT, 'shell', 'dist'),
        releasesDir: releases,
      });
  const gateway = await createGateway({ apiOrigin, releasesDir: releases, renderer });
  running.close = async () => {
    // Requests still open after the grace period (a visitor who stopped reading) do not hold Ctrl-C.
    await Promise.race([gateway.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS))]);
    await renderer?.stop();
  };
  await gateway.listen({ port, host });
  renderer?.start();
  console.log(`\nThe site is on http://localhost:${port} (API on ${apiOrigin}). Ctrl-C stops everything.\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
