import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadStackSupport } from './load-stack-support';
import { REPO_ROOT, stackFile } from './stack-paths';

/** Starts the production stack (`npm start` without its build) on free ports with its own database. */
export default async function globalSetup(): Promise<void> {
  const { ensureBuilt, startStack } = loadStackSupport();
  ensureBuilt(REPO_ROOT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-e2e-'));
  // As root the embedded PostgreSQL runs as the `postgres` user: a folder it may enter keeps the
  // run's throw-away cluster here (rather than under EMBEDDED_PG_HOME).
  chmodSync(workDir, 0o755);
  const info = await startStack({
    repoRoot: REPO_ROOT,
    workDir,
    // Every browser in the run comes from 127.0.0.1: the lead-form specs must not meet the per-client limit.
    env: { CONTACT_RATE_LIMIT: '1000' },
  });
  writeFileSync(stackFile(), JSON.stringify(info));
}
