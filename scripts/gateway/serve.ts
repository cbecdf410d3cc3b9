import path from 'node:path';
import { releasesDir } from '../release/releases-dir';
import { RenderService } from '../renderer/render-service';
import { REPO_ROOT } from '../workspaces';
import { AgreedPointers, podsFromDns } from './agreed-pointers';
import { createGateway } from './create-gateway';
import { loadGatewayConfig } from './gateway-config';
import { SITE_ORIGIN } from './site-origin';

/** Pages still being sent after this (a visitor who stopped reading) do not keep a stopping server alive. */
const CLOSE_DEADLINE_MS = 20_000;

/**
 * Runs the site's server alone (npm start runs it together with the API; each replica on
 * Kubernetes is one of these): `tsx scripts/gateway/serve.ts`. Environment: gateway-config.ts.
 */
async function main() {
  const config = loadGatewayConfig(process.env);
  // Section releases on this server's disk (RELEASES_DIR) unless they are served elsewhere.
  const releasesOnDisk = !config.sectionOrigins && !process.env.SECTIONS_ORIGIN;
  const renderer = new RenderService({
    sectionsOrigin: config.sectionsOrigin,
    apiOrigin: config.apiOrigin,
    siteOrigin: SITE_ORIGIN,
    shellDir: process.env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist'),
    // The release gate writes pointers: only where this server holds the releases itself.
    releasesDir: releasesOnDisk ? releasesDir() : undefined,
  });
  const gateway = await createGateway({
    apiOrigin: config.apiOrigin,
    shellDir: process.env.SHELL_DIR,
    releasesDir: releasesDir(),
    sectionOrigins: config.sectionOrigins,
    sectionPointers: config.sectionPodsTemplate
      ? new AgreedPointers(podsFromDns(config.sectionPodsTemplate))
      : undefined,
    trustProxy: config.trustProxy,
    renderer,
    production: config.production,
  });
  await gateway.listen({ port: config.port, host: config.host });
  renderer.start();
  console.log(`Gateway on http://localhost:${config.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Stops listening, finishes the pages and API calls in flight, then stops the renderer.
      const deadline = new Promise((resolve) => setTimeout(resolve, CLOSE_DEADLINE_MS).unref());
      void Promise.race([gateway.close(), deadline])
        .then(() => renderer.stop())
        .then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
