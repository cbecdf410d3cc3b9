import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SECTION_FOLDERS, SECTION_NAMES, type SectionName } from '../../workspaces';

/** One module a section exposes, and the source file behind it. */
export interface ExposedModule {
  section: SectionName;
  module: string;
  file: string;
}

interface ManifestStats {
  exposes?: { name?: unknown; file?: unknown }[];
}

/**
 * Every section's exposed modules, read from the `mf-manifest-stats.json` of its build: exactly
 * the modules the composed site loads, whatever each section's config says today.
 */
export function sectionExposes(): ExposedModule[] {
  return SECTION_NAMES.flatMap((section) => {
    const dir = path.join(REPO_ROOT, SECTION_FOLDERS[section]);
    const statsFile = path.join(dir, 'dist', 'mf-manifest-stats.json');
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as ManifestStats;
    const exposes = (stats.exposes ?? []).map(({ name, file }) => {
      if (typeof name !== 'string' || typeof file !== 'string') {
        throw new Error(`${statsFile}: an exposed module without a name or file`);
      }
      return { section, module: name, file: path.join(dir, file) };
    });
    if (exposes.length === 0) throw new Error(`${statsFile} lists no exposed module`);
    return exposes;
  });
}
