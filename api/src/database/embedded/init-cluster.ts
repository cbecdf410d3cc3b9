import { randomBytes } from 'node:crypto';
import { chmod, chown, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EmbeddedPostgresError, messageOf, USE_ANOTHER_SERVER } from './embedded-postgres-error.js';
import { POSTGRES_USER, run, type UserIds } from './run-as.js';

/** Written beside the cluster files at initdb: the superuser's random password, for the next start. */
export const PASSWORD_FILE = 'api-superuser-password';

/** The superuser's password of the cluster in `dir`, as its initdb stored it. */
export async function readPassword(dir: string): Promise<string> {
  return (await readFile(join(dir, PASSWORD_FILE), 'utf8')).trim();
}

export interface InitOptions {
  /** An empty folder, owned by whoever runs the programs. */
  dir: string;
  initdb: string;
  postgres: UserIds | undefined;
  /** Faster and not crash-safe: no fsync of the new files. */
  throwaway: boolean;
}

/**
 * Creates a cluster with a random superuser password (scram-sha-256); returns the password. initdb
 * reads it from a file only the user running it can read, beside the cluster (a folder that user can
 * reach: /tmp may not be), removed at once.
 */
export async function initCluster({ dir, initdb, postgres, throwaway }: InitOptions): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const parent = dirname(dir);
  const passwordInput = join(parent, `.initdb-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordInput, `${password}\n`, { mode: 0o600 });
  try {
    if (postgres) await chown(passwordInput, postgres.uid, postgres.gid);
    await run(
      initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${POSTGRES_USER}`,
        `--pwfile=${passwordInput}`,
        '--encoding=UTF8',
        '--lc-messages=C',
        ...(throwaway ? ['--no-sync'] : []),
      ],
      postgres,
      parent,
    ).catch((error: unknown) => {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL could not create its cluster in ${dir} (${messageOf(error)}): fix what it says, ${USE_ANOTHER_SERVER}.`,
      );
    });
  } finally {
    await rm(passwordInput, { force: true });
  }
  const passwordFile = join(dir, PASSWORD_FILE);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  await chmod(passwordFile, 0o600);
  return password;
}
