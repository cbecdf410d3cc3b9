import Fastify from 'fastify';
import pg from 'pg';
import { DEVELOPERS_SQL, type DeveloperRow, SERVICES_SQL, type ServiceRow, toDeveloper, toService } from './queries';

/**
 * The floor bench:api compares the NestJS API with: plain Fastify and a pg pool of the same size
 * as the API's (10), answering GET /api/developers and GET /api/services from the same database.
 * Env: PORT, DATABASE_URL. Listens on 127.0.0.1 only; SIGTERM or SIGINT stops it.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  app.get('/api/developers', async () => (await pool.query<DeveloperRow>(DEVELOPERS_SQL)).rows.map(toDeveloper));
  app.get('/api/services', async () => (await pool.query<ServiceRow>(SERVICES_SQL)).rows.map(toService));
  app.get('/api/health', async () => ({ status: 'ok' }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0));
    });
  }
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(`plain-api: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
