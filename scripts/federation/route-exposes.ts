import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routedModules, SECTION_NAMES, SECTIONS, type SectionName } from '@site/contracts';
import { REPO_ROOT } from '../workspaces';

/** The modules a section's Rspack config exposes (`'./DirectoryPage': './src/exposes/...'`). */
export function configuredExposes(section: SectionName): string[] {
  const config = readFileSync(path.join(REPO_ROOT, SECTIONS[section].folder, 'rspack.config.ts'), 'utf8');
  return [...config.matchAll(/['"]\.\/(\w+)['"]\s*:\s*['"]\.\/src\//g)].map((match) => match[1] ?? '');
}

/** The modules a section's build exposes, from its manifest; undefined before a build. */
export function builtExposes(section: SectionName): string[] | undefined {
  const manifest = path.join(REPO_ROOT, SECTIONS[section].folder, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return undefined;
  const { exposes } = JSON.parse(readFileSync(manifest, 'utf8')) as { exposes?: { name?: string }[] };
  return (exposes ?? []).map((expose) => expose.name ?? '');
}

/**
 * Every module the route table names must be exposed by its section (its config and, once built,
 * its manifest): a route naming a module its section does not expose would fail on every visit.
 */
export function routeModulesNotExposed(
  exposesOf: (section: SectionName) => readonly string[] | undefined = configuredExposes,
  label = 'config',
): string[] {
  return SECTION_NAMES.flatMap((section) => {
    const modules = exposesOf(section);
    if (modules === undefined) return [];
    return routedModules(section)
      .filter(({ module }) => !modules.includes(module))
      .map(
        ({ route, module }) =>
          `route ${route} names ${section}/${module}, which ${SECTIONS[section].folder} (${label}) does not expose`,
      );
  });
}
