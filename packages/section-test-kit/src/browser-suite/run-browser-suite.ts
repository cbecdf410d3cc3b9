import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PREVIEW_VARIABLE, SITE_VARIABLE } from '../site-variables';
import {
  BROWSER_SUITE_USAGE,
  type BrowserSuiteRequest,
  BrowserSuiteUsageError,
  parseBrowserSuiteArgs,
} from './browser-suite-args';
import { PROJECT_SITE_SCRIPT, type ProjectSite, projectWithSite, startProjectSite } from './project-site';

/**
 * `section-browser-suite <section> [--site <url>] [--preview <token>] [--grep <pattern>]`, the
 * sections' `npm run test:browser`: QA's browser suite of the section whose folder it runs in
 * (`browser/`, a jest project of its own, with the section's own jest) in Chromium against that
 * site, or against a site the project starts for the run and stops after it (`site:for-tests`,
 * ./project-site.ts). Exit code: jest's (0 passed, 1 failed), 2 for a bad command line.
 */
const USAGE_EXIT = 2;

function runJest(sectionDir: string, request: BrowserSuiteRequest, site: string): Promise<number> {
  const config = path.join(sectionDir, 'browser', 'jest.config.cjs');
  if (!existsSync(config))
    throw new Error(`no browser suite here: ${config} is missing (run it in the section's folder)`);
  // The section's own jest (a devDependency of the section), wherever its install put it.
  const jest = createRequire(path.join(sectionDir, 'package.json')).resolve('jest/bin/jest');
  const args = [jest, '--config', config, '--runInBand'];
  if (request.grep) args.push('--testNamePattern', request.grep);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: sectionDir,
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

async function againstProjectSite(sectionDir: string, request: BrowserSuiteRequest): Promise<number> {
  const root = projectWithSite(sectionDir);
  if (!root) {
    console.error(
      `test:browser: no --site given, and no project above ${sectionDir} starts a site for tests (a root package.json with workspaces and a "${PROJECT_SITE_SCRIPT}" script): name the site to drive with --site <url>\n\n${BROWSER_SUITE_USAGE}`,
    );
    return USAGE_EXIT;
  }
  console.log(`Starting a local site for the run (npm run ${PROJECT_SITE_SCRIPT} in ${root})...`);
  // Ctrl-C reaches the whole group: jest stops, the project's script stops its site, and we wait for both.
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  let site: ProjectSite | undefined;
  try {
    site = await startProjectSite(root);
    console.log(`The local site is on ${site.origin}`);
    return await runJest(sectionDir, request, site.origin);
  } finally {
    await site?.stop();
    process.off('SIGINT', ignore);
  }
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
  // npm runs a workspace's script in the workspace's folder: the section's.
  const sectionDir = process.cwd();
  if (!request.site) return againstProjectSite(sectionDir, request);
  const failure = await reachable(request.site);
  if (failure) {
    console.error(`test:browser: ${request.site} does not answer (${failure}): is the site up, and the address right?`);
    return 1;
  }
  console.log(
    `The ${request.section} section's browser suite against ${request.site}${request.preview ? ' (a preview)' : ''}`,
  );
  return runJest(sectionDir, request, request.site);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
