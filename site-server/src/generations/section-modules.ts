import { SECTION_NAMES, type SectionName, sectionManifestPath } from '@site/contracts';
import { loadSectionServerBuild, type SectionServerBuild } from './section-server-build';
import type { RendererSetup } from './shell-server-build';

type ServerSectionModules = RendererSetup['sections'];

export interface LoadedSections {
  modules: ServerSectionModules;
  /** Each pinned build's manifest, as the browser must load it. */
  locations: Record<SectionName, string>;
  /** Sections whose server build could not be loaded: their parts render in the browser. */
  unavailable: Map<SectionName, string>;
}

/** Loads the server build of every section at its pinned build id, once, for a generation's life. */
export async function loadPinnedSections(
  sectionsOrigin: string,
  pins: Record<SectionName, string>,
  shared: ReadonlyMap<string, unknown>,
): Promise<LoadedSections> {
  const locations = Object.fromEntries(
    SECTION_NAMES.map((name) => [name, sectionManifestPath(name, pins[name])]),
  ) as Record<SectionName, string>;
  const builds = new Map<SectionName, SectionServerBuild>();
  const unavailable = new Map<SectionName, string>();
  await Promise.all(
    SECTION_NAMES.map(async (name) => {
      try {
        builds.set(name, await loadSectionServerBuild(new URL(locations[name], sectionsOrigin).toString(), shared));
      } catch (error) {
        unavailable.set(name, error instanceof Error ? error.message : String(error));
      }
    }),
  );
  const modules: ServerSectionModules = {
    component(part) {
      // Thrown while rendering: React sends the part's fallback and the browser renders it.
      const reason = unavailable.get(part.section);
      if (reason) throw new Error(`${part.section}/${part.module} cannot render on the server: ${reason}`);
      const exposed = builds.get(part.section)?.exposes[part.module]?.default;
      if (typeof exposed !== 'function' && typeof exposed !== 'object') {
        throw new Error(`${part.section}'s server build does not expose ${part.module}`);
      }
      return exposed;
    },
  };
  return { modules, locations, unavailable };
}
