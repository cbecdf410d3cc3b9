import type { SectionName } from '../routes';

export type SectionLocations = Record<SectionName, string>;

/** Where each section's manifest lives is run-time configuration: `/sections.json`, served beside the shell. */
const SECTIONS_CONFIG_URL = '/sections.json';

const DEFAULT_LOCATIONS: SectionLocations = {
  home: '/remotes/home/mf-manifest.json',
  apps: '/remotes/apps/mf-manifest.json',
  developers: '/remotes/developers/mf-manifest.json',
  products: '/remotes/products/mf-manifest.json',
  forms: '/remotes/forms/mf-manifest.json',
};

let locations: Promise<SectionLocations> | undefined;

/** Reads the configuration once; if it cannot be read, the same-origin defaults stand. */
export function sectionLocations(): Promise<SectionLocations> {
  locations ??= fetch(SECTIONS_CONFIG_URL, { cache: 'no-cache' })
    .then((response) => (response.ok ? (response.json() as Promise<Partial<SectionLocations>>) : {}))
    .then((configured) => ({ ...DEFAULT_LOCATIONS, ...configured }))
    .catch(() => DEFAULT_LOCATIONS);
  return locations;
}
