import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS, type SectionName, SITE_ROUTES, sectionBase } from '@site/contracts';
import type { StackInfo } from '../../e2e/support/stack-paths';
import { ensureBuilt, startStack, stopStack } from '../../e2e/support/start-stack';
import { REPO_ROOT } from '../workspaces';
import { copySection, PACKAGES, packsIn } from './outside-copy';
import { checkStep, results, step } from './proof-steps';

/**
 * `npm run proof:section -- [section] [--keep]`: a section can leave this repository. Packs the
 * packages a section depends on (`npm pack`), copies the section (mf-developers by default) into a
 * folder outside the repository, installs it there from those packs and the registry, builds it for
 * production, runs its unit suite and typecheck, releases that build with its own `npm run release`
 * to a site started from this checkout's builds (the e2e stack), checks the site serves it, and runs
 * its browser suite (`npm run test:browser -- --site`) against that site. Prints each step's time;
 * exit 0 when every step passed. docs/decisions/section-kits.md, "The proof".
 */
const MARKER_FILE = 'built-outside.txt';

async function startSite(): Promise<StackInfo> {
  ensureBuilt(REPO_ROOT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'section-outside-site-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must enter this folder.
  chmodSync(workDir, 0o755);
  return startStack({ repoRoot: REPO_ROOT, workDir });
}

/** The build a section's pointer names (`<releases>/<section>/current.json`), if any. */
function servingBuild(releasesDir: string, section: SectionName): string | undefined {
  const pointer = path.join(releasesDir, section, 'current.json');
  return existsSync(pointer) ? (JSON.parse(readFileSync(pointer, 'utf8')) as { buildId: string }).buildId : undefined;
}

/**
 * The release changed what the site serves to the copy's build: the pointer moved off the build it
 * served before to a build holding the copy's marker, and a page of the section, rendered now,
 * loads its files from that build.
 */
async function servesTheCopy(site: StackInfo, section: SectionName, before: string | undefined): Promise<boolean> {
  const now = servingBuild(site.releasesDir, section);
  const published = now && existsSync(path.join(site.releasesDir, section, now, MARKER_FILE));
  // A page the section draws whose address has no parameter to fill (a section's first such route).
  const route =
    SITE_ROUTES.find((each) => !each.path.includes(':') && each.parts.some((part) => part.section === section))?.path ??
    '/';
  const html = await (await fetch(`${site.baseUrl}${route}`)).text();
  const loads = now !== undefined && html.includes(`${sectionBase(section)}${now}/`);
  console.log(
    `serving ${section} ${before} before, ${now} now (the copy's build: ${Boolean(published)}; ${route} loads it: ${loads})`,
  );
  return Boolean(published) && now !== before && loads;
}

async function prove(section: SectionName, root: string, site: Promise<StackInfo>): Promise<boolean> {
  const folder = SECTIONS[section].folder;
  const packsDir = path.join(root, 'packs');
  const copy = path.join(root, folder);
  console.log(`${folder} outside the repository, in ${copy}`);
  mkdirSync(packsDir);
  const workspaces = PACKAGES.flatMap((name) => ['-w', `packages/${name}`]);
  if (
    !(await step('pack', 'npm', ['pack', '--silent', ...workspaces, '--pack-destination', packsDir], {
      cwd: REPO_ROOT,
    }))
  )
    return false;
  copySection(folder, copy, packsIn(packsDir));
  const inCopy = { cwd: copy };
  if (!(await step('install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], inCopy))) return false;
  if (!(await step('build', 'npm', ['run', 'build', '--silent'], { ...inCopy, env: { NODE_ENV: 'production' } })))
    return false;
  // Its own build, whatever the repository's gave: the release below must change what the site serves.
  writeFileSync(path.join(copy, 'dist', MARKER_FILE), `built outside the repository by npm run proof:section\n`);
  // Two lines at once, for the two cores: the unit suite (the longest step), and beside it the
  // typecheck, then the release to the site and the browser suite against it.
  const units = step('unit suite', 'npx', ['jest', '--ci'], { ...inCopy, buffered: true });
  const onTheSite = (async () => {
    const types = await step('typecheck', 'npm', ['run', 'typecheck', '--silent'], { ...inCopy, buffered: true });
    const stack = await site.catch((error: unknown) => {
      console.error(`the site did not start: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
    if (!stack) return false;
    const before = servingBuild(stack.releasesDir, section);
    const releaseEnv = { SITE_URL: stack.baseUrl, RELEASES_DIR: stack.releasesDir };
    const released =
      (await step('release', 'npm', ['run', 'release', '--silent', '--', '--no-build'], {
        ...inCopy,
        env: releaseEnv,
        buffered: true,
      })) && (await checkStep('served', () => servesTheCopy(stack, section, before)));
    // Against the copy's build when it was released, else against the repository's: its verdict counts either way.
    const browser = await step(
      'browser suite',
      'npm',
      ['run', 'test:browser', '--silent', '--', '--site', stack.baseUrl],
      {
        ...inCopy,
        env: { FORCE_COLOR: '0' },
        buffered: true,
      },
    );
    return types && released && browser;
  })();
  // Both awaited whatever the first gave: the site is stopped and the folder removed only after both.
  const [unitsPassed, onTheSitePassed] = await Promise.all([units, onTheSite]);
  return unitsPassed && onTheSitePassed;
}

async function main(): Promise<number> {
  const section = (process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'developers') as SectionName;
  if (!SECTION_NAMES.includes(section))
    throw new Error(`usage: section-outside.ts [${SECTION_NAMES.join('|')}] [--keep]`);
  const root = mkdtempSync(path.join(tmpdir(), 'section-outside-'));
  const started = Date.now();
  // The site starts while the copy installs and builds: its minute is not added to theirs.
  const site = startSite().then((stack) => {
    console.log(
      `=== the site (e2e stack) is up on ${stack.baseUrl}, ${((Date.now() - started) / 1000).toFixed(1)} s after the start`,
    );
    return stack;
  });
  // A site that fails to start fails the proof where it is awaited; until then nobody waits on it.
  site.catch(() => undefined);
  let ok = false;
  try {
    ok = await prove(section, root, site);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  } finally {
    await site.then(stopStack, () => undefined);
    if (process.argv.includes('--keep')) console.log(`kept: ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
  const table = results.map(
    (result) => `  ${result.passed ? 'ok    ' : 'FAILED'} ${result.name.padEnd(14)} ${result.seconds.toFixed(1)} s`,
  );
  console.log(`\n${table.join('\n')}\n  in all ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    ok
      ? `${SECTIONS[section].folder} builds, tests and releases on its own.`
      : `${SECTIONS[section].folder} failed outside the repository.`,
  );
  return ok ? 0 : 1;
}

main().then((code) => process.exit(code));
