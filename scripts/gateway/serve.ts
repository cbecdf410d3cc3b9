import path from 'node:path';
import { releasesDir } from '../release/releases-dir';
import { RenderService } from '../renderer/render-service';
import { REPO_ROOT } from '../workspaces';
import { createGateway } from './create-gateway';
import { SITE_ORIGIN } from './site-origin';

/**
 * Runs the site's server alone (npm start runs it together with the API): `tsx scripts/gateway/serve.ts`.
 * API_ORIGIN names the API; SECTIONS_ORIGIN where section builds are served (itself by default).
 */
async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
  const renderer = new RenderService({
    sectionsOrigin: process.env.SECTIONS_ORIGIN ?? `http://127.0.0.1:${port}`,
    apiOrigin,
    siteOrigin: SITE_ORIGIN,
    shellDir: process.env.SHELL_DIR ?? path.join(REPO_ROOT, 'shell', 'dist'),
    // The release gate writes pointers: only where this server holds the releases itself.
    releasesDir: process.env.SECTIONS_ORIGIN ? undefined : releasesDir(),
  });
  const gateway = await createGateway({
    apiOrigin,
    releasesDir: releasesDir(),
    renderer,
    production: process.env.NODE_ENV === 'production',
  });
  await gateway.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
  renderer.start();
  console.log(`Gateway on http://localhost:${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void gateway.close().then(() => renderer.stop()));
  }
}

void main();
