import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startChild, stopChildren } from '../../process/child-processes';
import { REPO_ROOT, SECTION_FOLDERS } from '../../workspaces';
import type { Cleanup } from './cleanup';

/** What each build reads (besides its own workspace) and the file it writes last. */
// Every web build shares the surfaces computed from the imports of all of them (@site/section-build-kit, federation/shared-surface.ts).
const COMMON_WEB_INPUTS = [
  'packages/platform/src',
  // The page's inline runtime: the shell carries its built scripts, the sections its functions through @site/platform.
  'packages/page-runtime/src',
  'packages/page-runtime/build',
  'packages/contracts/src',
  'packages/section-build-kit/src',
  'shell/src',
  ...Object.values(SECTION_FOLDERS).map((workspace) => `${workspace}/src`),
];
const BUILDS: { output: string; inputs: string[] }[] = [
  { output: 'api/dist/main.js', inputs: ['api/src', 'api/package.json', 'packages/contracts/src'] },
  {
    output: 'shell/dist/index.html',
    inputs: [
      'shell/src',
      'shell/public',
      'shell/package.json',
      'shell/rspack.config.ts',
      'scripts/seo',
      ...COMMON_WEB_INPUTS,
    ],
  },
  ...Object.values(SECTION_FOLDERS).map((workspace) => ({
    output: `${workspace}/dist/mf-manifest-stats.json`,
    inputs: [`${workspace}/src`, `${workspace}/package.json`, `${workspace}/rspack.config.ts`, ...COMMON_WEB_INPUTS],
  })),
];
const INPUTS_OF_EVERY_BUILD = ['package-lock.json'];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target)
      .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
      .map((entry) => newestMtime(path.join(target, entry))),
  );
}

/** The builds whose output is missing or older than one of their inputs. */
export function staleBuilds(): string[] {
  return BUILDS.filter(({ output, inputs }) => {
    const outputFile = path.join(REPO_ROOT, output);
    if (!existsSync(outputFile)) return true;
    const builtAt = statSync(outputFile).mtimeMs;
    return [...inputs, ...INPUTS_OF_EVERY_BUILD].some((input) => newestMtime(path.join(REPO_ROOT, input)) > builtAt);
  }).map(({ output }) => output.split('/')[0] ?? output);
}

/**
 * `npm run build` unless every build is fresh. `--rebuild` always builds, `--no-build` never does
 * (then the builds must exist). `apiOnly`: a bench that needs only `api/dist` builds only the API.
 */
export async function ensureFreshBuilds(cleanup: Cleanup, { apiOnly = false } = {}): Promise<void> {
  const stale = process.argv.includes('--rebuild')
    ? ['(--rebuild)']
    : staleBuilds().filter((build) => !apiOnly || build === 'api');
  if (process.argv.includes('--no-build')) {
    if (stale.length > 0)
      console.log(`--no-build: using the existing builds although ${stale.join(', ')} may be stale`);
    return;
  }
  if (stale.length === 0) {
    console.log('Every build is newer than its sources: reusing them (--rebuild to build anyway).');
    return;
  }
  const args = apiOnly ? ['run', 'build', '-w', 'api', '--silent'] : ['run', 'build', '--silent'];
  console.log(`Building (stale or missing: ${stale.join(', ')}): npm ${args.slice(0, -1).join(' ')}`);
  const build = startChild('build', 'npm', args, { NODE_ENV: 'production' });
  cleanup.add('stop the build', () => stopChildren([build]));
  const code = await build.exited;
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}
