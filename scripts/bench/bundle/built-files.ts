import path from 'node:path';
import { REPO_ROOT, SECTION_FOLDERS, type SectionName } from '../../workspaces';
import type { BuiltFile } from './attribute-bytes';

/** Where the composed site's gateway reads a URL from: /remotes/<name>/ from the section's build, the rest from the shell's. */
export function composedFile(url: string): BuiltFile | undefined {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  if (remote) {
    const workspace = SECTION_FOLDERS[remote[1] as SectionName] as string | undefined;
    return workspace ? { path: path.join(REPO_ROOT, workspace, 'dist', remote[2] ?? ''), workspace } : undefined;
  }
  return { path: path.join(REPO_ROOT, 'shell', 'dist', pathname), workspace: 'shell' };
}

/** The monolith serves everything from its one build, whose own code is the shell's. */
export function monolithFile(outputDir: string): (url: string) => BuiltFile {
  return (url) => ({ path: path.join(outputDir, new URL(url).pathname), workspace: 'shell' });
}

/** How the composed site's files group by who serves them: the shell, or a section under /remotes/<name>/. */
export function originOf(url: string): string {
  const remote = /^\/remotes\/([a-z]+)\//.exec(new URL(url).pathname);
  return remote ? `remotes/${remote[1]}` : 'shell';
}
