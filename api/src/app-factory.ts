import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { CONTACT_BODY_LIMIT_BYTES, LEAD_RETENTION_DAYS } from '@site/contracts';
import { nameTracedRequest } from '@site/tracing';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module.js';
import { withFieldErrors } from './common/api-errors.js';
import { allowCorsOrigins } from './common/cors.js';
import { HttpErrorFilter } from './common/http-error.filter.js';
import { useJsonBodyParser } from './common/json-body-parser.js';
import { type Logger, PinoNestLogger } from './common/logger.js';
import { REQUEST_ID_HEADER, requestIdOf } from './common/request-id.js';
import { RequestLogController } from './common/request-log-controller.js';
import { CONTACT_RATE_LIMIT_DEFAULTS, EXPERIENCE_RATE_LIMIT_DEFAULTS } from './config/env.js';
import type { DatabaseServer } from './database/database.module.js';
import { prepareDatabase } from './database/prepare-database.js';
import type { LeadDeliveryOptions } from './deliveries/deliveries.module.js';
import { DeliveryOutbox } from './deliveries/delivery-outbox.js';
import { serveOpenApi } from './docs/openapi.js';
import type { MetricsListenerOptions } from './metrics/metrics-listener.js';
import { countRequestOutcomes } from './metrics/route-outcome-metrics.js';
import { RATE_LIMITER, type RateLimiter, type RateLimitOptions } from './rate-limit/rate-limiter.js';

export const GLOBAL_PREFIX = 'api';

export interface CreateAppOptions {
  databaseUrl: string;
  logger: Logger;
  /**
   * The proxies whose X-Forwarded-For gives the client's address (addresses, CIDR blocks,
   * `loopback`...). Empty or absent: the address is the TCP peer's, whatever the headers say.
   */
  trustProxy?: readonly string[];
  /** Fill an empty database with the consultancy's content. On by default. */
  seed?: boolean;
  /** A PostgreSQL the caller started for this app, stopped after the app's connections close. */
  databaseServer?: DatabaseServer;
  /** DATABASE_POOL_SIZE: connections the serving pool may hold (10 when absent). */
  databasePoolSize?: number;
  /** ADMIN_TOKEN: when set, the /api/admin routes exist, behind `Authorization: Bearer <token>`. */
  adminToken?: string;
  /** The limit on `POST /api/contacts` per client; the documented defaults, in memory, when absent. */
  contactRateLimit?: RateLimitOptions;
  /** Origins other than the API's own that browsers may call it from (CORS). */
  corsOrigins?: readonly string[];
  /** How long GET /api/developers and /api/services keep their JSON in memory (0: not at all). */
  catalogueTtlMs?: number;
  /** Where new leads are sent (e-mail, webhook); every channel off when absent. */
  leadDelivery?: LeadDeliveryOptions;
  /** LEAD_RETENTION_DAYS (the privacy page's number when absent); `retentionIntervalMs` 0 runs it only at start. */
  leadRetentionDays?: number;
  retentionIntervalMs?: number;
  /** METRICS_PORT/METRICS_HOST: a listener of its own for `GET /metrics`; none when absent (still counted). */
  metricsListener?: MetricsListenerOptions;
  /** The limit on `POST /api/experience` per client; EXPERIENCE_RATE_LIMIT_DEFAULTS, in memory, when absent. */
  experienceRateLimit?: RateLimitOptions;
}

/**
 * Builds the whole API, migrated (and seeded) and ready to serve, but not listening: main.ts
 * listens on a port, the tests send requests straight to it.
 */
export async function createApp(options: CreateAppOptions): Promise<NestFastifyApplication> {
  const { logger } = options;
  await prepareDatabase(options.databaseUrl, { seed: options.seed ?? true, logger });
  const trustProxy = options.trustProxy ?? [];
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLogController(),
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: CONTACT_BODY_LIMIT_BYTES,
    trustProxy: trustProxy.length > 0 ? [...trustProxy] : false,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // While stopping, a request that still arrives on an open keep-alive connection is served (then
    // the connection closes) rather than refused with Fastify's own 503 body: the pool is still open.
    return503OnClosing: false,
    // The router rejects a URL it cannot decode before any hook or Nest filter runs.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .header(REQUEST_ID_HEADER, request.id)
        .status(statusCode)
        .send(withFieldErrors({ statusCode, message: error.message }));
    },
  });
  const rateLimit = options.contactRateLimit ?? CONTACT_RATE_LIMIT_DEFAULTS;
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot({
      database: {
        databaseUrl: options.databaseUrl,
        server: options.databaseServer,
        poolSize: options.databasePoolSize,
      },
      contacts: { rateLimit: { ...rateLimit, logger } },
      admin: options.adminToken ? { token: options.adminToken } : undefined,
      catalogueTtlMs: options.catalogueTtlMs,
      deliveries: { ...options.leadDelivery, databaseUrl: options.databaseUrl, logger },
      retention: {
        retentionDays: options.leadRetentionDays ?? LEAD_RETENTION_DAYS,
        intervalMs: options.retentionIntervalMs,
        logger,
      },
      metrics: { listener: options.metricsListener, logger },
      experience: { rateLimit: { ...(options.experienceRateLimit ?? EXPERIENCE_RATE_LIMIT_DEFAULTS), logger } },
    }),
    adapter,
    { bodyParser: false, logger: new PinoNestLogger(logger), abortOnError: false },
  );
  try {
    const fastify = app.getHttpAdapter().getInstance();
    useJsonBodyParser(fastify, CONTACT_BODY_LIMIT_BYTES);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      nameTracedRequest(request.method, request.routeOptions.url);
      done();
    });
    allowCorsOrigins(fastify, options.corsOrigins ?? []);
    countRequestOutcomes(app);
    app.setGlobalPrefix(GLOBAL_PREFIX);
    app.useGlobalFilters(new HttpErrorFilter());
    serveOpenApi(app);
    await app.init();
    await fastify.ready();
    logger.info(
      {
        contactRateLimit: { limit: rateLimit.limit, windowSeconds: rateLimit.windowSeconds },
        rateLimitStore: app.get<RateLimiter>(RATE_LIMITER).store,
        trustProxy,
        admin: options.adminToken ? 'enabled' : 'off',
        corsOrigins: options.corsOrigins ?? [],
        leadChannels: app.get(DeliveryOutbox).channels,
        leadRetentionDays: options.leadRetentionDays ?? LEAD_RETENTION_DAYS,
      },
      'API ready',
    );
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
}
