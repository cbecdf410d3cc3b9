import path from 'node:path';
import { buildAll } from '../build/build-all';
import { createGateway } from '../gateway/create-gateway';
import { onShutdownSignal, startChild, stopChildren, waitForHttp } from '../process/child-processes';
import { REPO_ROOT } from '../workspaces';

/**
 * `npm start`: builds everything, starts the API (embedded PostgreSQL unless DATABASE_URL is set)
 * and serves the composed site on one origin. Ctrl-C stops it all, PostgreSQL included.
 * PORT (8080), API_PORT (3000) and `--no-build` let tests run it on free ports; SECTION_DIRS
 * (JSON: section name -> folder) serves a section's build from somewhere else, as a release would.
 */
function sectionDirsFromEnv(): Record<string, string> | undefined {
  const raw = process.env.SECTION_DIRS;
  if (!raw) return undefined;
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('SECTION_DIRS must be a JSON object');
  return Object.fromEntries(Object.entries(parsed).map(([name, dir]) => [name, String(dir)]));
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const apiPort = Number(process.env.API_PORT ?? 3000);
  if (!process.argv.includes('--no-build')) await buildAll();
  const api = startChild('api', process.execPath, [path.join(REPO_ROOT, 'api', 'dist', 'main.js')], {
    PORT: String(apiPort),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // The gateway runs on this machine and tells the API the visitor's address in X-Forwarded-For.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  });
  const gatewayHolder: { close?: () => Promise<void> } = {};
  let stopping = false;
  onShutdownSignal(async () => {
    stopping = true;
    await gatewayHolder.close?.();
    await stopChildren([api]);
  });
  void api.exited.then((code) => {
    if (stopping) return;
    console.error(`The API stopped (exit ${code}); stopping the site.`);
    void (gatewayHolder.close?.() ?? Promise.resolve()).then(() => process.exit(code ?? 1));
  });
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiOrigin}/api/health`, 120_000, () => api.process.exitCode === null);
  const gateway = await createGateway({
    apiOrigin,
    sectionsConfigFile: process.env.SECTIONS_CONFIG,
    sectionDirs: sectionDirsFromEnv(),
  });
  gatewayHolder.close = () => gateway.close();
  await gateway.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`\nThe site is on http://localhost:${port} (API on ${apiOrigin}). Ctrl-C stops everything.\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
