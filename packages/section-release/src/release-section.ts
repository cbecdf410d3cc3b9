import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type ReleaseVerdict, SECTION_NAMES, type SectionName, sectionVerdictPath } from '@site/contracts';
import {
  type BudgetVerdict,
  discardProposal,
  gateVerdictFile,
  proposeCandidate,
  readPointer,
  switchPointer,
  writeAtomically,
} from '@site/contracts/release-files';
import { MAX_PREVIEW_MS, parseDuration } from './duration';
import { runBudgetGate } from './gate/budget-gate';
import { publishBuild } from './publish-build';
import { endCanaryFor, printCanaryStatus, releaseCanary } from './release-canary';
import { releasePreview } from './release-preview';
import { releasesDir } from './releases-dir';

/**
 * A section team's release: `npm run release -w mf-products` (the section's package.json runs this
 * package's `section-release products`, compiled: `node` starts it) builds the section in the
 * folder it is run from (npm runs a workspace's script in its folder), publishes the
 * build in its own folder, proposes it to the running site, whose release gate checks it (shared
 * versions, exposed modules, files, a server render of every route using it) before the
 * section's pointer moves, and prints the verdict: exit 0 once pages are rendered with it, 1 when
 * the gate refused it (nothing changed for visitors). `-- --rollback` goes back to the previous
 * build (or `--rollback <buildId>`), through the same gate. `--from <dir>` releases a build made
 * elsewhere, `--no-build` the section's dist/ as it is, `--force` moves the pointer without the
 * gate (an emergency the gate cannot judge; the site still renders a failing part in the browser).
 * Before a new build is proposed (or sent to a canary) the budget gate measures it beside the
 * serving build in Chromium against the section's budgets.json and refuses it when a number is over
 * (gate/budget-gate.ts); `--skip-budgets` skips that gate alone, an emergency like `--force`.
 * `--preview [--expires 24h]` publishes the build and prints a link that shows it (release-preview.ts),
 * `--canary <percent>` serves it to that share of page requests until the judge promotes it or
 * rolls it back (release-canary.ts; `--no-wait` returns at once, `--status` tells its state).
 * RELEASES_DIR names the releases (`.data/releases`), SITE_URL the running site (http://localhost:8080).
 */
interface ReleaseRequest {
  section: SectionName;
  rollback: boolean | string;
  buildDir: string;
  build: boolean;
  force: boolean;
  /** `--skip-budgets`: an emergency, like `--force` for the budget gate alone (printed and recorded). */
  skipBudgets: boolean;
  /** `--preview`: how long its link lives (`--expires`, 24 h by default). */
  preview: { expiresInMs: number } | undefined;
  /** `--canary <percent>`, the judge's settings from `--promote-after-*` and `--canary-<setting>`. */
  canary: { percent: number; settings: Record<string, string>; wait: boolean } | undefined;
  status: boolean;
}

const DEFAULT_PREVIEW_MS = 24 * 60 * 60 * 1000;

/**
 * The judge's settings given as flags: `--promote-after-pages N`, `--promote-after-minutes M`, and
 * any other as `--canary-<setting> <value>`. One of the two promotion flags alone is the only
 * condition (the other is then 0): `--promote-after-pages 20` promotes after 20 pages, whenever.
 */
function canarySettings(flags: readonly string[]): Record<string, string> {
  const settings: Record<string, string> = {};
  flags.forEach((flag, at) => {
    const value = flags[at + 1];
    const name = flag.startsWith('--canary-')
      ? flag.slice('--canary-'.length)
      : flag.startsWith('--promote-after-')
        ? flag.slice(2)
        : undefined;
    if (!name) return;
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    settings[name] = value;
  });
  const pages = settings['promote-after-pages'];
  const minutes = settings['promote-after-minutes'];
  if (pages !== undefined && minutes === undefined) settings['promote-after-minutes'] = '0';
  if (minutes !== undefined && pages === undefined) settings['promote-after-pages'] = '0';
  return settings;
}

function canaryPercent(text: string | undefined): number {
  const percent = Number(text);
  if (!text || !/^\d{1,2}$/.test(text) || percent < 1 || percent > 99) {
    throw new Error(`--canary needs a share of page requests from 1 to 99 (got ${text ?? 'nothing'})`);
  }
  return percent;
}

/** How long the gate may take: a new renderer loads every section and renders every route. */
const VERDICT_TIMEOUT_MS = 90_000;

function parseArguments(argv: readonly string[]): ReleaseRequest {
  const [name, ...flags] = argv;
  if (!SECTION_NAMES.includes(name as SectionName)) {
    throw new Error(
      `usage: section-release <${SECTION_NAMES.join('|')}> [--from DIR] [--no-build] [--rollback [BUILD_ID]] ` +
        '[--force | --skip-budgets] [--preview [--expires 24h]] [--canary PERCENT [--no-wait] [--promote-after-pages N] [--promote-after-minutes M]] [--status]',
    );
  }
  const section = name as SectionName;
  const valueAfter = (flag: string) => {
    const at = flags.indexOf(flag);
    const value = at >= 0 ? flags[at + 1] : undefined;
    return value && !value.startsWith('--') ? value : undefined;
  };
  const from = valueAfter('--from');
  const expires = valueAfter('--expires');
  return {
    section,
    rollback: flags.includes('--rollback') ? (valueAfter('--rollback') ?? true) : false,
    buildDir: from ? path.resolve(from) : path.resolve('dist'),
    build: !from && !flags.includes('--no-build'),
    force: flags.includes('--force'),
    skipBudgets: flags.includes('--skip-budgets'),
    preview: flags.includes('--preview')
      ? { expiresInMs: expires ? parseDuration('--expires', expires) : DEFAULT_PREVIEW_MS }
      : undefined,
    canary: flags.includes('--canary')
      ? {
          percent: canaryPercent(valueAfter('--canary')),
          settings: canarySettings(flags),
          wait: !flags.includes('--no-wait'),
        }
      : undefined,
    status: flags.includes('--status'),
  };
}

/** Builds the section whose folder this runs in (its own repository, or its workspace here). */
function buildSection(section: SectionName): void {
  const run = spawnSync('npm', ['run', 'build', '--silent'], {
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

const SITE_URL = process.env.SITE_URL ?? 'http://localhost:8080';

async function readJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined; // The site may be restarting: ask again.
  }
}

/**
 * Waits until the running site renders with the build (`live`), or its gate refused it, or the
 * time is up (`no answer`).
 */
async function verdictOf(
  section: SectionName,
  buildId: string,
  gated: boolean,
): Promise<ReleaseVerdict | 'live' | 'no answer'> {
  const deadline = Date.now() + VERDICT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await readJson<RendererStatus>(`${SITE_URL}/_site/renderer`);
    if (status?.pins?.[section] === buildId) return 'live';
    if (gated) {
      const verdict = await readJson<ReleaseVerdict>(`${SITE_URL}${sectionVerdictPath(section)}`);
      if (verdict?.buildId === buildId && !verdict.accepted) return verdict;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 'no answer';
}

/**
 * The budget gate (gate/budget-gate.ts) on a new build before it is proposed or sent to a canary;
 * a rollback goes back to a build that served, and `--force` skips every gate. `--skip-budgets`
 * skips this one alone, loudly, and records it where the verdict would be.
 */
async function budgetGatePasses(request: ReleaseRequest, build: string, releases: string): Promise<boolean> {
  if (request.skipBudgets) {
    console.error(
      `WARNING: --skip-budgets: ${request.section} ${build} goes on without the budget gate (an emergency only)`,
    );
    writeAtomically(gateVerdictFile(releases, request.section, build), {
      section: request.section,
      build,
      serving: readPointer(releases, request.section)?.buildId ?? 'none',
      accepted: true,
      measuredAt: new Date().toISOString(),
      seconds: 0,
      skipped: '--skip-budgets',
      rows: [],
    } satisfies BudgetVerdict);
    return true;
  }
  return runBudgetGate({ section: request.section, build, releases, siteUrl: SITE_URL, sectionDir: process.cwd() });
}

async function main(): Promise<number> {
  const request = parseArguments(process.argv.slice(2));
  const releases = releasesDir();
  if (request.status) return printCanaryStatus(releases, request.section);
  if (request.preview && request.preview.expiresInMs > MAX_PREVIEW_MS) {
    throw new Error(`--expires must be at most 7d: a preview keeps a renderer running`);
  }
  let buildId: string;
  if (request.rollback) {
    buildId = rollbackTarget(releases, request.section, request.rollback);
  } else {
    if (request.build) buildSection(request.section);
    buildId = publishBuild(releases, request.section, request.buildDir);
    console.log(`published ${request.section} build ${buildId} in ${path.join(releases, request.section, buildId)}`);
  }
  if (request.preview) {
    return releasePreview({
      section: request.section,
      buildId,
      expiresInMs: request.preview.expiresInMs,
      releases,
      siteUrl: SITE_URL,
    });
  }
  if (!request.rollback && !request.force && !(await budgetGatePasses(request, buildId, releases))) {
    const serving = readPointer(releases, request.section)?.buildId ?? 'none';
    console.error(`${request.section} still serves ${serving}; nothing changed for visitors.`);
    return 1;
  }
  if (request.canary) {
    return releaseCanary({ section: request.section, buildId, ...request.canary, releases, siteUrl: SITE_URL });
  }
  endCanaryFor(releases, request.section);
  const before = readPointer(releases, request.section)?.buildId ?? 'none';
  if (request.force) {
    switchPointer(releases, request.section, buildId);
    console.log(`${request.section} now points at ${buildId} (before: ${before}), without the release gate`);
  } else {
    proposeCandidate(releases, request.section, buildId);
    console.log(`${request.section} ${buildId} proposed (serving: ${before}); the release gate is checking it`);
  }
  const verdict = await verdictOf(request.section, buildId, !request.force);
  if (verdict === 'live') {
    console.log(`live: pages are rendered with ${request.section} ${buildId}`);
    return 0;
  }
  if (verdict === 'no answer') {
    // Nobody will wait for this proposal's verdict: it must not go live by itself later.
    if (!request.force) discardProposal(releases, request.section);
    console.error(`no verdict after ${VERDICT_TIMEOUT_MS / 1000} s: is the site running at ${SITE_URL}?`);
    if (!request.force) console.error(`the proposal of ${request.section} ${buildId} is withdrawn; release it again.`);
    return 1;
  }
  const refusals = verdict.refusals ?? (verdict.refusal ? [verdict.refusal] : []);
  for (const refusal of refusals) {
    const where = refusal.route ? `, route ${refusal.route}` : '';
    console.error(`refused by the release gate (${refusal.check}${where}): ${refusal.reason}`);
  }
  if (refusals.length === 0) console.error('refused by the release gate (no reason given)');
  console.error(`${request.section} still serves ${before}; nothing changed for visitors.`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
