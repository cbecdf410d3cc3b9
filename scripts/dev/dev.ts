import { sectionBase } from '@site/contracts';
import { devPort } from '@site/section-build-kit/dev-ports';
import { type ManagedChild, onShutdownSignal, startChild, stopChildren, waitForHttp } from '../process/child-processes';
import { REPO_ROOT, SECTION_FOLDERS, SECTION_NAMES, type SectionName } from '../workspaces';
import { sectionArgument } from './dev-arguments';

/**
 * `npm run dev`: the API (restarting on change) and a dev server per part, each rebuilding and
 * reloading on change. The shell on http://localhost:8080 reaches the sections under
 * /remotes/<name>/ and the API under /api, as in production.
 *
 * `npm run dev -w mf-<name>` (`--section <name>`): the same site, with that section's team first
 * in line for the two cores: the API, the shell and that section start first; the other sections'
 * dev servers start once those two are built, at a lower CPU priority (`nice`), and build in the
 * background (the shell holds a request for one of them until its server is up).
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

const firstInLine = section ? [section] : SECTION_NAMES;
const shell = startChild('shell', 'npm', ['run', 'dev', '-w', 'shell']);
const children = [startChild('api', 'npm', ['run', 'dev', '-w', 'api']), shell, ...firstInLine.map(startSection)];
onShutdownSignal(() => stopChildren(children));

const site = `http://localhost:${devPort('shell')}`;
console.log(`Development servers starting: the site on ${site}, the API on http://localhost:3000.`);

/** Resolves once the shell's page and these sections' manifests are built, as the browser asks for them. */
async function firstBuilds(): Promise<void> {
  const shellAlive = () => shell.process.exitCode === null;
  await waitForHttp(`${site}/`, FIRST_BUILD_TIMEOUT_MS, shellAlive);
  await Promise.all(
    firstInLine.map((name) =>
      waitForHttp(`${site}${sectionBase(name)}mf-manifest.json`, FIRST_BUILD_TIMEOUT_MS, shellAlive),
    ),
  );
}

function startTheRest(): void {
  const rest = SECTION_NAMES.filter((name) => !firstInLine.includes(name));
  children.push(...rest.map(startSection));
}

void firstBuilds().then(
  () => {
    // Since this script's process started (npm's and tsx's own start come before: a second or two).
    const seconds = process.uptime().toFixed(0);
    const rest = section ? '; the other sections start now and follow in the background' : '';
    console.log(`The site is on ${site}: the shell and ${firstInLine.join(', ')} built in ${seconds} s${rest}.`);
    startTheRest();
  },
  (error: unknown) => {
    console.error(`The site did not come up: ${error instanceof Error ? error.message : error}`);
    startTheRest();
  },
);
