import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clusterDirOf, DEFAULT_EMBEDDED_PG_HOME, removeCluster } from './cluster-location.js';
import { PASSWORD_FILE } from './init-cluster.js';
import { stopPostmaster } from './postmaster-pid.js';
import { POSTGRES_USER } from './run-as.js';

/** The database the API uses inside its embedded cluster. */
export const EMBEDDED_DATABASE = 'powerai_site';

/**
 * For those who use a cluster an API process started (e2e specs, benches) without starting it
 * themselves: they know its PG_DATA_DIR, and find it where the API put it.
 */
export function embeddedPgHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.EMBEDDED_PG_HOME?.trim() || DEFAULT_EMBEDDED_PG_HOME;
}

/** A URL for `database` (the API's own by default) on the embedded cluster of `dataDir` listening on `port`, as its superuser. */
export function embeddedClusterUrl(
  dataDir: string,
  port: number,
  database = EMBEDDED_DATABASE,
  home = embeddedPgHome(),
): string {
  const password = readFileSync(join(clusterDirOf(dataDir, home), PASSWORD_FILE), 'utf8').trim();
  return `postgresql://${POSTGRES_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/**
 * The API stops its embedded PostgreSQL when it stops; if it was killed instead, the postmaster of
 * `dataDir`'s cluster is still running (pg_ctl detached it): this stops it.
 */
export async function stopLeftoverPostgres(dataDir: string, home = embeddedPgHome()): Promise<void> {
  const pid = await stopPostmaster(clusterDirOf(dataDir, home));
  if (pid !== undefined) console.error(`stopped the PostgreSQL left running for ${dataDir} (pid ${pid})`);
}

/** Stops what a killed API left running, then removes the throw-away cluster of `dataDir` wherever it lives. */
export async function discardCluster(dataDir: string, home = embeddedPgHome()): Promise<void> {
  await stopLeftoverPostgres(dataDir, home);
  await removeCluster(dataDir, home);
}
