import { TRACED_SERVICES } from '@site/contracts';
import { createLogger, type Logger } from './common/logger.js';
import { type AppConfig, ConfigError, EXPERIENCE_RATE_LIMIT_DEFAULTS, loadConfig } from './config/env.js';
import { REPO_ROOT } from './config/repo-root.js';
import { EmbeddedPostgresError } from './database/embedded/embedded-postgres-error.js';
import { startTracingWhenConfigured } from './tracing/tracing-switch.js';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Until Nest's shutdown hooks take over, a SIGINT or SIGTERM is remembered rather than fatal, so a
 * Ctrl-C during start-up still stops the embedded PostgreSQL.
 */
function deferSignalsDuringStart() {
  let received: NodeJS.Signals | undefined;
  const remember = (signal: NodeJS.Signals) => {
    received = signal;
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, remember);
  return {
    received: () => received,
    release: () => {
      for (const signal of SHUTDOWN_SIGNALS) process.off(signal, remember);
    },
  };
}

/** A shutdown that outlasts this (a request that never ends) is cut short, with exit status 1. */
const SHUTDOWN_DEADLINE_MS = 20_000;

/** Logs the signal and arms the deadline; Nest's own handlers do the shutdown. */
function boundShutdown(logger: Logger): void {
  let stopping = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping: no new connections, finishing the requests in flight');
      setTimeout(() => {
        logger.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
    });
  }
}

async function start(config: AppConfig): Promise<void> {
  const logger = createLogger(config.logLevel);
  const signals = deferSignalsDuringStart();
  // Before Nest, Fastify and pg load: they are instrumented as they load.
  const tracing = await startTracingWhenConfigured(process.env, TRACED_SERVICES.api);
  if (tracing) for (const signal of SHUTDOWN_SIGNALS) process.once(signal, () => void tracing.flush());
  try {
    // Loaded once the environment is known to be good, so a bad one fails before Nest loads.
    const [{ createApp }, { connectDatabase }] = await Promise.all([
      import('./app-factory.js'),
      import('./database/connect-database.js'),
    ]);
    const { databaseUrl, server } = await connectDatabase(config, logger);
    if (signals.received()) {
      await server?.stop();
      return;
    }
    const app = await createApp({
      databaseUrl,
      logger,
      databaseServer: server,
      databasePoolSize: config.databasePoolSize,
      trustProxy: config.trustProxy,
      adminToken: config.adminToken,
      contactRateLimit: { ...config.contactRateLimit, redisUrl: config.redisUrl },
      corsOrigins: config.corsOrigins,
      leadDelivery: {
        email: config.leadDelivery.email,
        webhook: config.leadDelivery.webhook,
        retry: { maxAttempts: config.leadDelivery.maxAttempts },
      },
      leadRetentionDays: config.leadRetentionDays,
      metricsListener: config.metrics,
      experienceRateLimit: { ...EXPERIENCE_RATE_LIMIT_DEFAULTS, redisUrl: config.redisUrl },
    }).catch(async (error: unknown) => {
      await server?.stop();
      throw error;
    });
    if (signals.received()) {
      await app.close();
      return;
    }
    // From here Nest handles the signals: the server stops listening and finishes the requests in
    // flight, then the pool closes, then the embedded PostgreSQL stops; the process exits 0.
    app.enableShutdownHooks([...SHUTDOWN_SIGNALS], { useProcessExit: true });
    boundShutdown(logger);
    signals.release();
    await app
      .listen({ port: config.port, host: config.host, listenTextResolver: (address) => `API listening on ${address}` })
      .catch(async (error: unknown) => {
        await app.close();
        throw error;
      });
  } finally {
    signals.release();
  }
}

async function main(): Promise<void> {
  try {
    await start(loadConfig(process.env, REPO_ROOT));
  } catch (error) {
    // What the person starting the API must fix is one line, not a stack trace.
    if (error instanceof ConfigError || error instanceof EmbeddedPostgresError)
      process.stderr.write(`${error.message}\n`);
    else createLogger('fatal').fatal({ err: error }, 'API failed to start');
    process.exitCode = 1;
  }
}

await main();
