import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { CONTACT_BODY_LIMIT_BYTES } from '@site/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { useJsonBodyParser } from './common/json-body-parser.js';
import { type Logger, PinoNestLogger } from './common/logger.js';
import { REQUEST_ID_HEADER, requestIdOf } from './common/request-id.js';
import { RequestLogController } from './common/request-log-controller.js';
import type { DatabaseServer } from './database/database.module.js';
import { migrateDatabase } from './database/migrate.js';
import { seedDatabase } from './database/seed/seed.js';
import { serveOpenApi } from './docs/openapi.js';

export const GLOBAL_PREFIX = 'api';

export interface CreateAppOptions {
  databaseUrl: string;
  logger: Logger;
  /** Trust X-Forwarded-* headers (behind the gateway). Off by default. */
  trustProxy?: boolean;
  /** Fill an empty database with the consultancy's content. On by default. */
  seed?: boolean;
  /** A PostgreSQL the caller started for this app, stopped after the app's connections close. */
  databaseServer?: DatabaseServer;
}

/**
 * Builds the whole API, migrated (and seeded) and ready to serve, but not listening: main.ts
 * listens on a port, the tests send requests straight to it.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { logger } = options;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLogController(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // The router rejects a URL it cannot decode before any hook or Nest filter runs.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.header(REQUEST_ID_HEADER, request.id).status(statusCode).send({ statusCode, message: error.message });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({ databaseUrl: options.databaseUrl, server: options.databaseServer }),
    adapter,
    { bodyParser: false, logger: new PinoNestLogger(logger), abortOnError: false },
  );
  try {
    const fastify = app.getHttpAdapter().getInstance();
    useJsonBodyParser(fastify, CONTACT_BODY_LIMIT_BYTES);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    app.setGlobalPrefix(GLOBAL_PREFIX);
    app.useGlobalFilters(new HttpErrorFilter());
    serveOpenApi(app);
    await app.init();

    const dataSource = app.get(DataSource);
    const applied = await migrateDatabase(dataSource);
    if (applied.length > 0) logger.info({ migrations: applied }, 'applied database migrations');
    if (options.seed ?? true) {
      const outcome = await seedDatabase(dataSource);
      if (outcome !== 'already-seeded') logger.info({ outcome }, 'seed step finished');
    }
    await fastify.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
