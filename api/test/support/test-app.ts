import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type CreateAppOptions, createApp } from '../../src/app-factory.js';
import { createLogger, LOG_LEVELS, type LogLevel } from '../../src/common/logger.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  db: TestDatabase;
  /** supertest against the app's HTTP server. */
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

export const testLogLevel = (LOG_LEVELS as readonly string[]).includes(process.env.API_TEST_LOG_LEVEL ?? '')
  ? (process.env.API_TEST_LOG_LEVEL as LogLevel)
  : 'silent';

export type TestAppOptions = Partial<Omit<CreateAppOptions, 'databaseUrl'>> & { db?: TestDatabase };

/** Tests send many leads from one address: the limit is off unless a test sets one. */
const NO_RATE_LIMIT = { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 };

/** The real app (migrated and seeded) on a fresh database of its own. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { db: givenDb, ...appOptions } = options;
  const db = givenDb ?? (await createTestDatabase());
  const app = await createApp({
    contactRateLimit: NO_RATE_LIMIT,
    logger: createLogger(testLogLevel),
    ...appOptions,
    databaseUrl: db.url,
  });
  return {
    app,
    db,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * For a test file: one app (and database) for all its tests, started before and closed after them.
 * Returns a getter, since the app exists only once `beforeAll` has run.
 */
export function useTestApp(options: Omit<TestAppOptions, 'db'> = {}): () => TestApp {
  let api: TestApp | undefined;
  beforeAll(async () => {
    api = await startTestApp(options);
  });
  afterAll(async () => {
    await api?.close();
  });
  return () => {
    if (!api) throw new Error('The test app is not started yet');
    return api;
  };
}
