import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { announceSiteUntilDone } from '@site/section-test-kit';
import { ensureBuilt, startStack, stopStack } from '../../../e2e/support/start-stack';
import { REPO_ROOT } from '../../workspaces';

/**
 * `npm run site:for-tests`: a throw-away site from this checkout's builds (the e2e stack: free
 * ports, its own database), for a section's `npm run test:browser` without `--site`. The test kit's
 * command starts it, reads the address it announces and ends its standard input when the suite is
 * done; the site is stopped then, or at Ctrl-C (packages/section-test-kit/src/browser-suite/project-site.ts).
 */
async function main(): Promise<void> {
  ensureBuilt(REPO_ROOT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-browser-suite-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must enter this folder.
  chmodSync(workDir, 0o755);
  const stack = await startStack({ repoRoot: REPO_ROOT, workDir });
  try {
    await announceSiteUntilDone(stack.baseUrl);
  } finally {
    await stopStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(`site:for-tests: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
