import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';
import { REPO_ROOT } from '../workspaces';
import { publishBuild } from './publish-build';
import { releasesDir } from './releases-dir';
import { readPointer, switchPointer } from './section-pointer';

/**
 * A section team's release: `npm run release -w mf-products` builds the section, publishes the
 * build in its own folder, points the section at it, and waits until the site renders its pages
 * with it. `-- --rollback` points back at the previous build (or `--rollback <buildId>` at one).
 * `--from <dir>` releases a build made elsewhere, `--no-build` the section's dist/ as it is.
 * RELEASES_DIR names the releases (`.data/releases`), SITE_URL the running site (http://localhost:8080).
 */
interface ReleaseRequest {
  section: SectionName;
  rollback: boolean | string;
  buildDir: string;
  build: boolean;
}

function parseArguments(argv: readonly string[]): ReleaseRequest {
  const [name, ...flags] = argv;
  if (!SECTION_NAMES.includes(name as SectionName)) {
    throw new Error(
      `usage: release-section.ts <${SECTION_NAMES.join('|')}> [--from DIR] [--no-build] [--rollback [BUILD_ID]]`,
    );
  }
  const section = name as SectionName;
  const valueAfter = (flag: string) => {
    const at = flags.indexOf(flag);
    const value = at >= 0 ? flags[at + 1] : undefined;
    return value && !value.startsWith('--') ? value : undefined;
  };
  const from = valueAfter('--from');
  return {
    section,
    rollback: flags.includes('--rollback') ? (valueAfter('--rollback') ?? true) : false,
    buildDir: from ? path.resolve(from) : path.join(REPO_ROOT, SECTIONS[section].folder, 'dist'),
    build: !from && !flags.includes('--no-build'),
  };
}

function buildSection(section: SectionName): void {
  const run = spawnSync('npm', ['run', 'build', '--silent', '-w', SECTIONS[section].folder], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error(`the build of ${section} failed`);
}

/** The build a rollback goes back to: the one named, or the one served before the current one. */
function rollbackTarget(releases: string, section: SectionName, wanted: true | string): string {
  if (typeof wanted === 'string') return wanted;
  const previous = readPointer(releases, section)?.previous[0];
  if (!previous) throw new Error(`${section} has no earlier build to roll back to`);
  return previous;
}

interface RendererStatus {
  pins: Record<string, string> | null;
}

/** Waits until the running site renders with the build (its renderer generation took over). */
async function waitUntilLive(section: SectionName, buildId: string, timeoutMs: number): Promise<boolean> {
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:8080';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const status = (await (await fetch(`${siteUrl}/_site/renderer`)).json()) as RendererStatus;
      if (status.pins?.[section] === buildId) return true;
    } catch {
      // The site may be restarting: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main(): Promise<number> {
  const request = parseArguments(process.argv.slice(2));
  const releases = releasesDir();
  let buildId: string;
  if (request.rollback) {
    buildId = rollbackTarget(releases, request.section, request.rollback);
  } else {
    if (request.build) buildSection(request.section);
    buildId = publishBuild(releases, request.section, request.buildDir);
    console.log(`published ${request.section} build ${buildId} in ${path.join(releases, request.section, buildId)}`);
  }
  const pointer = switchPointer(releases, request.section, buildId);
  console.log(`${request.section} now points at ${buildId} (before: ${pointer.previous[0] ?? 'none'})`);
  if (await waitUntilLive(request.section, buildId, 60_000)) {
    console.log(`live: pages are rendered with ${request.section} ${buildId}`);
    return 0;
  }
  console.error(
    `not live after 60 s: the site does not render with ${request.section} ${buildId} (is it running at SITE_URL?)`,
  );
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
