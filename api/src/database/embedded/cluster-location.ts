import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Logger } from '../../common/logger.js';
import { EmbeddedPostgresError, messageOf, USE_ANOTHER_SERVER } from './embedded-postgres-error.js';
import { chownTree, makeOpenDir, nearestExisting } from './open-dirs.js';
import { runningPostmaster } from './postmaster-pid.js';
import { canEnter, isRoot, type UserIds } from './run-as.js';

/**
 * As root, what the `postgres` user cannot reach in the checkout (the programs in node_modules, the
 * cluster in PG_DATA_DIR) is kept here instead: a system folder, never cleaned like /tmp, that
 * root may write and every user may enter. EMBEDDED_PG_HOME replaces it.
 */
export const DEFAULT_EMBEDDED_PG_HOME = '/var/lib/powerai-site/embedded-postgres';

/** Names, inside a cluster moved under the home, the PG_DATA_DIR it stands for (for people cleaning up). */
const ORIGIN_FILE = 'pg-data-dir.txt';

export function holdsCluster(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

/** The folder under `home` standing for PG_DATA_DIR `dataDir`: one per checkout, found again by the next start. */
export function homeClusterSlot(home: string, dataDir: string): string {
  const absolute = resolve(dataDir);
  const readable = absolute
    .split('/')
    .slice(-3)
    .join('-')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(-60);
  const hash = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
  return join(home, 'clusters', `${readable}-${hash}`);
}

const clusterInSlot = (slot: string) => join(slot, 'data');

/**
 * Where the cluster of PG_DATA_DIR `dataDir` is: under the home when an earlier start as root put
 * it there, else `dataDir` itself. For those who read it without starting it (tests, benches).
 */
export function clusterDirOf(dataDir: string, home: string): string {
  const moved = clusterInSlot(homeClusterSlot(home, dataDir));
  return isRoot() && holdsCluster(moved) ? moved : resolve(dataDir);
}

/** Removes the cluster of `dataDir` wherever it is (a throw-away one, once stopped). */
export async function removeCluster(dataDir: string, home: string): Promise<void> {
  await rm(resolve(dataDir), { recursive: true, force: true });
  if (isRoot()) await rm(homeClusterSlot(home, dataDir), { recursive: true, force: true });
}

export interface PlaceOptions {
  dataDir: string;
  home: string;
  /** The `postgres` user when running as root; undefined when PostgreSQL runs as this process's user. */
  postgres: UserIds | undefined;
  log: Logger;
}

/**
 * Decides where the cluster of `dataDir` lives and makes that folder ready for whoever runs
 * PostgreSQL (created, and owned by it); returns it. As root, when the `postgres` user cannot enter `dataDir` (a
 * checkout below /root or a `mktemp -d` folder), the cluster lives under the home instead, and one
 * already in `dataDir` (from an earlier version, or a checkout since moved) is moved there whole.
 */
export async function placeCluster({ dataDir, home, postgres, log }: PlaceOptions): Promise<string> {
  const wanted = resolve(dataDir);
  if (!postgres) {
    await makeDataDir(wanted);
    return wanted;
  }
  const slot = homeClusterSlot(home, wanted);
  const moved = clusterInSlot(slot);
  if (holdsCluster(moved)) {
    if (holdsCluster(wanted)) {
      throw new EmbeddedPostgresError(
        `Both ${wanted} (PG_DATA_DIR) and ${moved} (where an earlier start as root moved it) hold a cluster of this checkout's embedded PostgreSQL: move one of them away (nothing was changed), or set PG_DATA_DIR to the one to use.`,
      );
    }
    return moved;
  }
  // Created by root and given to the postgres user, when that user can reach it; a folder nobody
  // can create (below a file, on a read-only disk) is the same error as for anyone else.
  const parent = await nearestExisting(dirname(wanted));
  if (!(await isDirectory(parent)) || (await canEnter(parent, postgres))) {
    await makeDataDir(wanted);
    await chown(wanted, postgres.uid, postgres.gid);
    return wanted;
  }

  const unusable = (reason: string) =>
    new EmbeddedPostgresError(
      `As root the embedded PostgreSQL runs as the "postgres" user, which cannot enter ${wanted} (a folder above it is closed to other users), and ${home} cannot take its place (${reason}): set PG_DATA_DIR to a folder every user may enter (e.g. /srv/site-postgres), EMBEDDED_PG_HOME to a folder root may write and every user may enter, ${USE_ANOTHER_SERVER}.`,
    );
  try {
    await makeOpenDir(slot);
    await writeFile(join(slot, ORIGIN_FILE), `The embedded PostgreSQL cluster of PG_DATA_DIR=${wanted}\n`);
  } catch (error) {
    throw unusable(messageOf(error));
  }
  if (!(await canEnter(slot, postgres))) throw unusable(`${slot} is closed to the postgres user`);

  if (holdsCluster(wanted)) {
    assertNotRunning(wanted);
    log.warn(
      { from: wanted, to: moved },
      'moving the embedded PostgreSQL cluster where the postgres user can reach it',
    );
    await moveWhole(wanted, moved);
    await chownTree(moved, postgres);
  } else {
    await mkdir(moved, { recursive: true });
    await chown(moved, postgres.uid, postgres.gid);
    await chmod(moved, 0o700);
    log.info({ dataDir: moved, for: wanted }, 'the postgres user cannot enter PG_DATA_DIR: the cluster lives here');
  }
  return moved;
}

function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Creates the data folder (or finds it); a folder nobody may create there is the user's to fix. */
async function makeDataDir(dir: string): Promise<void> {
  try {
    await makeOpenDir(dirname(dir));
    await mkdir(dir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL cannot create its data folder ${dir} (${messageOf(error)}): set PG_DATA_DIR to a folder you may write, ${USE_ANOTHER_SERVER}.`,
    );
  }
}

/** Never moves a cluster from under a running server: that one must be stopped by whoever started it. */
function assertNotRunning(dir: string): void {
  const pid = runningPostmaster(dir);
  if (pid === undefined) return;
  throw new EmbeddedPostgresError(
    `A PostgreSQL (pid ${pid}) is running from ${dir}, which must move where the postgres user can reach it: stop it (kill -INT ${pid}) and start again, ${USE_ANOTHER_SERVER}.`,
  );
}

/**
 * A rename when both folders are on one file system; otherwise a whole copy renamed into place
 * before the original is removed, so at every moment one complete cluster exists.
 */
async function moveWhole(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  const partial = `${to}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(from, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
  await rename(partial, to);
  await rm(from, { recursive: true, force: true });
}
