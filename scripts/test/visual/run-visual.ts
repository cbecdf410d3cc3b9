import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runVisualCommand } from '@site/section-test-kit';
import { ensureBuilt, startStack, stopStack } from '../../../e2e/support/start-stack';
import { REPO_ROOT } from '../../workspaces';

/**
 * `npm run test:visual -w mf-<section> -- [--update] [--site <url>] [--preview <token>]`: the
 * section's pictures against its baselines (@site/section-test-kit's visual command). This file
 * only gives it this repository's local site: the e2e stack (free ports, a throw-away database with
 * the seed data), started from this checkout's builds and stopped after the run.
 */
async function startLocalSite(): Promise<{ url: string; stop: () => Promise<void> }> {
  ensureBuilt(REPO_ROOT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-visual-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must enter this folder.
  chmodSync(workDir, 0o755);
  console.log('Starting a local site from this checkout’s builds (no --site given)...');
  const stack = await startStack({ repoRoot: REPO_ROOT, workDir });
  console.log(`The local site is on ${stack.baseUrl}`);
  return { url: stack.baseUrl, stop: () => stopStack(stack) };
}

runVisualCommand(process.argv.slice(2), startLocalSite).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:visual: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
