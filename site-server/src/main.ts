import { loadSiteServerConfig } from './config/site-server-config';
import { startSiteServer } from './site-server';

/**
 * `node site-server/dist/main.js` (`npm start -w site-server`, `npm start` at the root, the
 * container): the environment is read once (config/site-server-config.ts), then the site server
 * runs until SIGINT or SIGTERM.
 */
async function main(): Promise<void> {
  const server = await startSiteServer(loadSiteServerConfig(process.env));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
