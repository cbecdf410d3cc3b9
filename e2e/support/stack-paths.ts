import { tmpdir } from 'node:os';
import path from 'node:path';
import { STACK_FILE_VARIABLE } from '@site/section-test-kit';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/**
 * Where the running stack describes itself for the specs and the teardown. The global setup
 * names it in the environment, which the specs (same process or workers started after it) inherit.
 */
export function stackFile(): string {
  process.env[STACK_FILE_VARIABLE] ??= path.join(tmpdir(), `site-e2e-stack-${process.pid}.json`);
  return process.env[STACK_FILE_VARIABLE];
}

export interface StackInfo {
  baseUrl: string;
  apiUrl: string;
  /** The API's Prometheus metrics (its METRICS_PORT listener, never reachable through baseUrl). */
  apiMetricsUrl: string;
  /** The site server's `GET /metrics`, on a port of its own (SITE_METRICS_PORT). */
  siteMetricsUrl: string;
  /** The embedded PostgreSQL's data directory and port; see `apiDatabaseUrl()`. */
  pgDataDir: string;
  pgPort: number;
  /** As root, where the API keeps a cluster the `postgres` user cannot reach in `pgDataDir` (EMBEDDED_PG_HOME). */
  pgHome: string;
  pid: number;
  workDir: string;
  /** The section releases the site serves (RELEASES_DIR): `npm run release` publishes into it. */
  releasesDir: string;
}
