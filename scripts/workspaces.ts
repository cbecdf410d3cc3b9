import path from 'node:path';
import { SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';

export const REPO_ROOT = path.resolve(__dirname, '..');

export { SECTION_NAMES, type SectionName };

/** The workspace folder of every section, by federation name (from the site map in @site/contracts). */
export const SECTION_FOLDERS = Object.fromEntries(SECTION_NAMES.map((name) => [name, SECTIONS[name].folder])) as Record<
  SectionName,
  string
>;

export function workspaceDir(workspace: string): string {
  return path.join(REPO_ROOT, workspace);
}
