import { importUses, type ModuleUse } from './used-exports';
import { shippedSourceFiles, WEB_WORKSPACES } from './web-sources';

/**
 * Shared packages whose public entry is a barrel of many independent exports. A shared module is
 * not tree-shaken (any section may ask for any export), so each is shared as a *surface*: a
 * generated module that re-exports exactly the names the shell and the sections import, computed
 * from their sources at build time. Every build computes the same surface, so the copy the shell
 * provides holds whatever any section takes from it. A key qualifies only if no other package
 * imports it by name (their imports are not counted here).
 *
 * `@mui/material` is the exception in a browser build: its surface's names are not re-exported
 * from one module but shared one by one, each `@mui/material/<Name>` a singleton key of its own
 * (federation-options.ts; the sources' barrel imports are rewritten to those sub-paths at build
 * time). One surface module meant that the first island due evaluated every component any section
 * uses (~57 KB gzip on /, for a page whose first island renders two buttons); per component, an
 * island downloads and evaluates what it renders, and a component still loads once for the page.
 * The record below keeps the same names, so `check:federation` holds sections to the shell alike.
 *
 * Why not Module Federation 2.9's own `shared[key].treeShaking` (measured with
 * `npm run bench:bundle`, composed gzip KB on /, /developers, /demo; these surfaces: 349.1, 301.1,
 * 329.5):
 * - `runtime-infer` alone trims each build's copy to what that build imports; the shell's copy is
 *   the singleton every section gets, so home's `useMediaQuery` and forms' components were
 *   `undefined` (no fallback was loaded) and `/` did not render.
 * - `runtime-infer` given this file's union as `usedExports` works, but ships 358.9, 310.3, 338.8
 *   (+9 KB a route): its optimizer keeps all of `@mui/material/styles` and more of React Router
 *   than named re-exports do, and every section build compiles a whole copy of each package as its
 *   fallback (5.5 MB more per release; mf-apps' build: 10.5 s of CPU instead of 6).
 * - `server-calc` without a re-shake service loads those whole fallbacks: 487.8, 439.5, 467.9.
 *   A re-shake service (rebuilding the shell's copies from every section's manifest at each
 *   release, instead of the shell-first rule) would run the same optimizer over the same union,
 *   so it cannot be expected to do better than the second case, and it is one more thing to run.
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
