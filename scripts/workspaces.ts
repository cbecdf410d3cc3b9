import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..');

/** The five sections: federation name -> workspace folder. */
export const SECTIONS = {
  home: 'mf-home',
  apps: 'mf-apps',
  developers: 'mf-developers',
  products: 'mf-products',
  forms: 'mf-forms',
} as const;

export type SectionName = keyof typeof SECTIONS;

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export function workspaceDir(workspace: string): string {
  return path.join(REPO_ROOT, workspace);
}
