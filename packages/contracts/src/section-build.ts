import { ISLAND_MODULE_ATTRIBUTE, ISLAND_TAG } from './island-markup';
import { type SectionName, SITE_ROUTES } from './site-map';

/**
 * What a section's build is, as both sides of the process boundary read it: the build writes
 * these files (@site/section-build-kit), the site server serves, judges and loads them (site-server/).
 */

/** The manifest at the root of every section build: the browser, the gate and the renderer read it. */
export const SECTION_MANIFEST_FILE = 'mf-manifest.json';

/** A section's Node build inside its build folder (one file, named in the manifest's `ssrRemoteEntry`). */
export const SECTION_SERVER_ENTRY = 'server/server-entry.js';

/**
 * What a section's Node build asks the renderer for first: where this build is served, so that
 * the URLs of bundled files (pictures) are the browser's from the moment its modules evaluate.
 */
export const SERVER_PUBLIC_PATH_REQUEST = '@site/server-public-path';

/**
 * The shell's server build: one CommonJS bundle (`shell/dist/server/render-page.js`) exporting
 * `renderPage` and the shared singletons it was built with (ShellServerBuild), loaded by the site
 * server's renderer processes.
 */
export const SHELL_SERVER_ENTRY = 'server/render-page.js';

/**
 * In the shell's build folder, the page runtime's inline scripts the shell was built with
 * (`@site/page-runtime`'s manifest: `{name, type?, text, hash}` each): the only runnable inline
 * scripts a page may carry. Written by the browser build (the server build's folder is emptied
 * when it is built), so it is served too: nothing in it is not in every page already.
 */
export const SHELL_INLINE_SCRIPTS = 'inline-scripts.json';

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** The parts of a section's `mf-manifest.json` (Module Federation's) the site reads. */
export interface SectionManifest {
  shared?: { name: string; requiredVersion?: string; assets?: ManifestAssets }[];
  exposes?: { name: string; assets?: ManifestAssets }[];
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    ssrRemoteEntry?: { name?: string; path?: string };
    /** The islands the build declares (its `src/islands.ts`), each also in `exposes`. */
    islands?: string[];
  };
}

/**
 * A section's islands, declared once (`src/islands.ts`): each island's name, the module a page's
 * `<Island module>` names, and the file whose default export it is, relative to the section's
 * folder. The build exposes each as `./<name>` and lists the names in its manifest
 * (`metaData.islands`); `<Island module>` accepts only these names (@site/platform's
 * `SectionIslands`); the release gate refuses a build whose pages carry an island it does not expose.
 */
export type IslandDeclaration = Readonly<Record<string, `./src/${string}`>>;

/** The Module Federation `exposes` of a section's declared islands: `./<name>` to its file. */
export function islandExposes(islands: IslandDeclaration): Record<string, string> {
  return Object.fromEntries(Object.entries(islands).map(([name, file]) => [`./${name}`, file]));
}

const ISLAND_IN_PAGE = new RegExp(`<${ISLAND_TAG}\\b[^>]*?\\s${ISLAND_MODULE_ATTRIBUTE}="([^"]+)"`, 'g');

/** Every island a rendered page carries, as the browser will ask for it: `<owner>/<module>` (`forms/ContactForm`). */
export function islandsInPage(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND_IN_PAGE)].map(([, name = '']) => name))];
}

/** A manifest's entry (`{ path, name }`) as a file relative to the build folder. */
export function manifestEntryFile(entry: { name?: string; path?: string } | undefined): string | undefined {
  if (!entry?.name) return undefined;
  return entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
}

/**
 * The modules the route table names for a section, with the route naming each: every one of them
 * must be exposed by the section (its config, its build, a release candidate), or that route fails.
 */
export function routedModules(section: SectionName): { route: string; module: string }[] {
  return SITE_ROUTES.flatMap((route) =>
    route.parts.filter((part) => part.section === section).map((part) => ({ route: route.path, module: part.module })),
  );
}
