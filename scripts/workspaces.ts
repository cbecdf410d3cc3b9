import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';

export const REPO_ROOT = path.resolve(__dirname, '..');

export { SECTION_NAMES, type SectionName };

/** The workspace folder of every section, by federation name (from the site map in @site/contracts). */
export const SECTION_FOLDERS = Object.fromEntries(SECTION_NAMES.map((name) => [name, SECTIONS[name].folder])) as Record<
  SectionName,
  string
>;

/** The npm workspaces, as the root package.json lists them: the one list of the repo's projects. */
export const WORKSPACES: readonly string[] = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/** Workspaces whose tests need more than jest alone (a database, a browser): run by their own steps. */
const OWN_TEST_STEP = new Set(['api', 'e2e']);

/** The jest projects of the unit step: every workspace but the API and e2e, and the scripts. */
export const UNIT_TEST_PROJECTS: readonly string[] = [
  ...WORKSPACES.filter((workspace) => !OWN_TEST_STEP.has(workspace)),
  'scripts',
];

/** The TypeScript projects `npm run typecheck` checks: every workspace and the scripts. */
export const TYPECHECK_PROJECTS: readonly string[] = [...WORKSPACES, 'scripts'];

export function workspaceDir(workspace: string): string {
  return path.join(REPO_ROOT, workspace);
}
