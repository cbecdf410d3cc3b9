import { importUses, type ModuleUse } from './used-exports';
import { shippedSourceFiles, WEB_WORKSPACES } from './web-sources';

/**
 * Shared packages whose public entry is a barrel of many independent exports. A shared module is
 * not tree-shaken (any section may ask for any export), so each is shared as a *surface*: a
 * generated module that re-exports exactly the names the shell and the sections import, computed
 * from their sources at build time. Every build computes the same surface, so the copy the shell
 * provides holds whatever any section takes from it. A key qualifies only if no other package
 * imports it by name (their imports are not counted here).
 */
export const TRIMMED_SHARED_KEYS = [
  '@mui/material',
  '@mui/material/styles',
  'react-router-dom',
  // Not '@reduxjs/toolkit': RTK Query's own code imports it by name, so it must stay whole.
  '@reduxjs/toolkit/query/react',
] as const;

export interface SharedSurface {
  key: string;
  exports: string[];
}

/** What every web workspace takes from each shared key, merged. */
export function usesOfSharedKeys(workspaces: readonly string[] = WEB_WORKSPACES): Map<string, ModuleUse> {
  return importUses(workspaces.flatMap(shippedSourceFiles));
}

/** The surface of each trimmed key; a key imported whole anywhere (`import * as`) is shared whole. */
export function sharedSurfaces(uses = usesOfSharedKeys()): SharedSurface[] {
  return TRIMMED_SHARED_KEYS.flatMap((key) => {
    const use = uses.get(key);
    if (!use || use.kind === 'namespace') return [];
    return [{ key, exports: [...use.names].sort() }];
  });
}

/** The file in the shell's build that records what it provides of each trimmed key. */
export const SHARED_SURFACE_FILE = 'shared-surface.json';

export function surfaceRecord(surfaces: readonly SharedSurface[]): string {
  return `${JSON.stringify(Object.fromEntries(surfaces.map((surface) => [surface.key, surface.exports])), null, 2)}\n`;
}
