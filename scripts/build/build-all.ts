import { spawn } from 'node:child_process';
import { runInParallel } from '../process/run-in-parallel';
import { REPO_ROOT, SECTION_FOLDERS } from '../workspaces';

/** Builds the API, the site server, the shell and every section (two at a time: the machines have two cores). */
const WEB_WORKSPACES = ['shell', ...Object.values(SECTION_FOLDERS)];
const PARALLEL = 2;

function build(workspace: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'build', '--silent', '-w', workspace], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`build of ${workspace} failed (exit ${code})`));
      }
    });
  });
}

/**
 * Packages with a build of their own, their commands compiled to one file each: the release
 * command (`section-release`), the browser suite's (`section-browser-suite`), the dev loop's (`section-dev`).
 */
const PACKAGE_BUILDS = ['packages/section-release', 'packages/section-test-kit', 'packages/section-build-kit'];

/** The page's inline runtime: the shell's server build carries its built scripts, so it is built before the shell. */
const PAGE_RUNTIME = 'packages/page-runtime';

export async function buildAll(webOnly = false): Promise<void> {
  const workspaces = webOnly ? [...WEB_WORKSPACES] : ['api', 'site-server', ...WEB_WORKSPACES];
  const started = Date.now();
  // First, and about a second each: the sections' `npm run release`, `test:browser` and `dev` start
  // the kits' commands; the shell's server build carries the page runtime's scripts.
  await runInParallel(webOnly ? [PAGE_RUNTIME] : [...PACKAGE_BUILDS, PAGE_RUNTIME], PARALLEL, build);
  await runInParallel(workspaces, PARALLEL, build);
  console.log(`everything built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  buildAll(process.argv.includes('--web-only')).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
