import { TRACED_SERVICES } from '@site/contracts';
import { loadSiteServerConfig } from './config/site-server-config';
import { startTracingWhenConfigured } from './tracing/tracing-switch';

/**
 * `node site-server/dist/main.js` (`npm start -w site-server`, `npm start` at the root, the
 * container): the environment is read once (config/site-server-config.ts), then the site server
 * runs until SIGINT or SIGTERM. Tracing starts first, when configured: the modules it instruments
 * (http, undici, Fastify's) load after it, hence the site server's own import here.
 */
async function main(): Promise<void> {
  const config = loadSiteServerConfig(process.env);
  const tracing = await startTracingWhenConfigured(process.env, TRACED_SERVICES.siteServer);
  const { startSiteServer } = await import('./site-server');
  const server = await startSiteServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server
        .close()
        .then(() => tracing?.shutdown())
        .then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
