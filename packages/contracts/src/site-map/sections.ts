/**
 * The five federated sections, as data: the one list the shell, the gateway, the renderer, the
 * builds, the dev scripts and the tests read. A new section is one entry here.
 */
export interface SectionInfo {
  /** The federation name, also the folder under /remotes/ where its builds are served. */
  name: SectionName;
  /** The workspace folder of its source. */
  folder: string;
  /** Its development server's port (`npm run dev`). */
  devPort: number;
}

export type SectionName = 'home' | 'apps' | 'developers' | 'products' | 'forms';

export const SECTIONS: Readonly<Record<SectionName, SectionInfo>> = {
  home: { name: 'home', folder: 'mf-home', devPort: 3001 },
  apps: { name: 'apps', folder: 'mf-apps', devPort: 3002 },
  developers: { name: 'developers', folder: 'mf-developers', devPort: 3003 },
  products: { name: 'products', folder: 'mf-products', devPort: 3004 },
  forms: { name: 'forms', folder: 'mf-forms', devPort: 3005 },
};

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

/** Where a section's builds are served on the site's origin: `/remotes/<name>/<buildId>/`. */
export function sectionBase(name: SectionName): string {
  return `/remotes/${name}/`;
}

/** The manifest of one immutable build of a section. */
export function sectionManifestPath(name: SectionName, buildId: string): string {
  return `${sectionBase(name)}${buildId}/mf-manifest.json`;
}

/** The build id in a manifest address of `sectionManifestPath`'s shape, or `unknown`. */
export function buildIdOfManifestPath(name: SectionName, manifestPath: string): string {
  const base = sectionBase(name);
  const start = manifestPath.indexOf(base);
  if (start < 0) return 'unknown';
  return manifestPath.slice(start + base.length).split('/')[0] || 'unknown';
}

/** The file naming a section's current build (`{ "buildId": "..." }`), switched atomically by a release. */
export function sectionPointerPath(name: SectionName): string {
  return `${sectionBase(name)}current.json`;
}

/** A build proposed for release, waiting for the release gate (`{ "buildId": "..." }`). */
export function sectionCandidatePath(name: SectionName): string {
  return `${sectionBase(name)}candidate.json`;
}

/** The release gate's last verdict on a section's candidate. */
export function sectionVerdictPath(name: SectionName): string {
  return `${sectionBase(name)}verdict.json`;
}
