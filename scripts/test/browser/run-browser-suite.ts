import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTIONS } from '@site/contracts';
import { PREVIEW_VARIABLE, SITE_VARIABLE } from '@site/section-test-kit';
import type { StackInfo } from '../../../e2e/support/stack-paths';
import { ensureBuilt, startStack, stopStack } from '../../../e2e/support/start-stack';
import { REPO_ROOT } from '../../workspaces';
import {
  BROWSER_SUITE_USAGE,
  type BrowserSuiteRequest,
  BrowserSuiteUsageError,
  parseBrowserSuiteArgs,
} from './browser-suite-args';

/**
 * `npm run test:browser -w mf-<section> -- [--site <url>] [--preview <token>] [--grep <pattern>]`:
 * QA's browser suite of one section (`mf-<section>/browser/`, a jest project of its own) in
 * Chromium against that site, or against a local site started from this checkout's builds for the
 * run (the e2e stack: free ports, a throw-away database) and stopped after it.
 * Exit code: jest's (0 passed, 1 failed), 2 for a bad command line.
 */
const USAGE_EXIT = 2;

function runJest(request: BrowserSuiteRequest, site: string): Promise<number> {
  const config = path.join(REPO_ROOT, SECTIONS[request.section].folder, 'browser', 'jest.config.cjs');
  const args = [path.join(REPO_ROOT, 'node_modules', 'jest', 'bin', 'jest.js'), '--config', config, '--runInBand'];
  if (request.grep) args.push('--testNamePattern', request.grep);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, [SITE_VARIABLE]: site, [PREVIEW_VARIABLE]: request.preview ?? '' },
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The site answers at all: a suite against an address that does not is one clear line, not a dozen timeouts. */
async function reachable(site: string): Promise<string | undefined> {
  try {
    await fetch(site, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (error as Error).message;
  }
}

async function startLocalSite(): Promise<StackInfo> {
  ensureBuilt(REPO_ROOT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'site-browser-suite-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must enter this folder.
  chmodSync(workDir, 0o755);
  console.log('Starting a local site from this checkout’s builds (no --site given)...');
  const stack = await startStack({ repoRoot: REPO_ROOT, workDir });
  console.log(`The local site is on ${stack.baseUrl}`);
  return stack;
}

async function main(): Promise<number> {
  let request: BrowserSuiteRequest;
  try {
    request = parseBrowserSuiteArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BrowserSuiteUsageError)) throw error;
    console.error(`test:browser: ${error.message}\n\n${BROWSER_SUITE_USAGE}`);
    return USAGE_EXIT;
  }
  if (request.help) {
    console.log(BROWSER_SUITE_USAGE);
    return 0;
  }
  if (request.site) {
    const failure = await reachable(request.site);
    if (failure) {
      console.error(
        `test:browser: ${request.site} does not answer (${failure}): is the site up, and the address right?`,
      );
      return 1;
    }
    console.log(
      `The ${request.section} section's browser suite against ${request.site}${request.preview ? ' (a preview)' : ''}`,
    );
    return runJest(request, request.site);
  }
  const stack = await startLocalSite();
  // Ctrl-C reaches jest and us alike: jest stops, then the site is stopped below as usual.
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  try {
    return await runJest(request, stack.baseUrl);
  } finally {
    await stopStack(stack);
    process.off('SIGINT', ignore);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
