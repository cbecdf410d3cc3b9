import { SECTION_NAMES, type SectionName, sectionBase } from '@site/contracts';
import { serverPageState } from '../page-state';

export type SectionLocations = Record<SectionName, string>;

/** Where each section's manifest lives is run-time configuration: `/sections.json`, served beside the shell. */
const SECTIONS_CONFIG_URL = '/sections.json';

const DEFAULT_LOCATIONS = Object.fromEntries(
  SECTION_NAMES.map((name) => [name, `${sectionBase(name)}mf-manifest.json`]),
) as SectionLocations;

let locations: Promise<SectionLocations> | undefined;

/**
 * The builds a server-rendered page was rendered with (the browser must load exactly those);
 * otherwise the configuration, read once; if it cannot be read, the same-origin defaults stand.
 */
export function sectionLocations(): Promise<SectionLocations> {
  const pinned = serverPageState()?.sections;
  locations ??= pinned
    ? Promise.resolve(pinned)
    : fetch(SECTIONS_CONFIG_URL, { cache: 'no-cache' })
        .then((response) => (response.ok ? (response.json() as Promise<Partial<SectionLocations>>) : {}))
        .then((configured) => ({ ...DEFAULT_LOCATIONS, ...configured }))
        .catch(() => DEFAULT_LOCATIONS);
  return locations;
}
