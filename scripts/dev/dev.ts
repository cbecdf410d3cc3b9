import { sectionBase } from '@site/contracts';
import { type ManagedChild, onShutdownSignal, startChild, stopChildren, waitForHttp } from '../process/child-processes';
import { devPort } from '../rspack/dev-ports';
import { REPO_ROOT, SECTION_FOLDERS, SECTION_NAMES, type SectionName } from '../workspaces';
import { sectionArgument } from './dev-arguments';

/**
 * `npm run dev`: the API (restarting on change) and a dev server per part, each rebuilding and
 * reloading on change. The shell on http://localhost:8080 reaches the sections under
 * /remotes/<name>/ and the API under /api, as in production.
 *
 * `npm run dev -w mf-<name>` (`--section <name>`): the same site, with that section's team first
 * in line for the two cores: the other sections' dev servers run at a lower CPU priority (`nice`),
 * so the shell and that section are built first and the rest follow in the background.
 */
const FIRST_BUILD_TIMEOUT_MS = 10 * 60_000;
const section = sectionArgument(process.argv);
// `npm run dev -w mf-<name>` starts here in the section's folder.
process.chdir(REPO_ROOT);

function startSection(name: SectionName): ManagedChild {
  const args = ['run', 'dev:alone', '-w', SECTION_FOLDERS[name]];
  if (section === undefined || section === name) return startChild(name, 'npm', args);
  return startChild(name, 'nice', ['-n', '10', 'npm', ...args]);
}

const children = [
  startChild('api', 'npm', ['run', 'dev', '-w', 'api']),
  startChild('shell', 'npm', ['run', 'dev', '-w', 'shell']),
  ...SECTION_NAMES.map(startSection),
];
onShutdownSignal(() => stopChildren(children));

const site = `http://localhost:${devPort('shell')}`;
const firstInLine = section ? [section] : SECTION_NAMES;
console.log(`Development servers starting: the site on ${site}, the API on http://localhost:3000.`);

/** Resolves once the shell's page and these sections' manifests are built, as the browser asks for them. */
async function firstBuilds(): Promise<void> {
  const shellAlive = () => children[1]?.process.exitCode === null;
  await waitForHttp(`${site}/`, FIRST_BUILD_TIMEOUT_MS, shellAlive);
  await Promise.all(
    firstInLine.map((name) =>
      waitForHttp(`${site}${sectionBase(name)}mf-manifest.json`, FIRST_BUILD_TIMEOUT_MS, shellAlive),
    ),
  );
}

void firstBuilds().then(
  () => {
    // Since this script's process started (npm's and tsx's own start come before: a second or two).
    const seconds = process.uptime().toFixed(0);
    const rest = section ? `; the other sections follow in the background` : '';
    console.log(`The site is on ${site}: the shell and ${firstInLine.join(', ')} built in ${seconds} s${rest}.`);
  },
  (error: unknown) => console.error(`The site did not come up: ${error instanceof Error ? error.message : error}`),
);
