import { SECTION_NAMES, type SectionName } from './site-map';
import type { SectionBuildOnPage } from './visitor-experience';

/**
 * The builds a site server serves pages with now (serving, previous, a canary, a preview), named
 * on every visitor-experience beacon it passes to the API, so the API counts a beacon's vitals and
 * errors only for builds the site really served (issue 34): a beacon naming any other build adds
 * to one `unknown` count, never to a series of its own. Only the site server sets the header; what
 * a visitor sends under that name is dropped (docs/decisions/visitor-evidence.md).
 */
export const SERVED_BUILDS_HEADER = 'x-site-served-builds';

/** Builds of one section kept as series (the site server's pages sent, the API's vitals and errors): the serving, a canary, a few before. */
export const BUILD_SERIES_PER_SECTION = 8;

/** A build id as the site names them (a digest, a tag): the same rule as a beacon's. */
const BUILD_ID = /^[A-Za-z0-9._-]{1,64}$/;

function isSectionName(name: string): name is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(name);
}

/** One served build as it appears in the header: `section@build`. */
export function servedBuildKey(section: SectionName, build: string): string {
  return `${section}@${build}`;
}

/** The header's value: each distinct `section@build`, sorted, joined by commas. */
export function servedBuildsHeaderValue(builds: Iterable<SectionBuildOnPage>): string {
  const keys = new Set<string>();
  for (const { section, build } of builds) if (BUILD_ID.test(build)) keys.add(servedBuildKey(section, build));
  return [...keys].sort().join(',');
}

/** The served builds a header names (as `servedBuildKey`s); none when it is absent, a malformed entry ignored. */
export function parseServedBuilds(value: string | readonly string[] | undefined): ReadonlySet<string> {
  const text = typeof value === 'object' ? value.join(',') : (value ?? '');
  const keys = new Set<string>();
  for (const entry of text.split(',')) {
    const [section = '', build = '', ...rest] = entry.trim().split('@');
    if (rest.length === 0 && isSectionName(section) && BUILD_ID.test(build)) keys.add(servedBuildKey(section, build));
  }
  return keys;
}
