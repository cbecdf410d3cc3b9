import {
  type BrowserErrorReport,
  findRoute,
  SECTION_NAMES,
  type SectionBuildOnPage,
  type SectionName,
  SITE_ROUTES,
} from '@site/contracts';

/**
 * A route template as a beacon and the metrics name it: the route table's own pattern
 * (`/developer/:id?`, the label the site server uses too), never the path with its id; `404` for none.
 */
export function routeTemplate(pathname: string): string {
  return findRoute(pathname)?.path ?? '404';
}

/** `/remotes/<section>/<build>/` anywhere in an address (absolute, or a path as the page state holds it). */
const SECTION_BUILD_IN_ADDRESS = /\/remotes\/([a-z]+)\/([A-Za-z0-9._-]{1,64})\//;

function isSectionName(name: string): name is SectionName {
  return (SECTION_NAMES as readonly string[]).includes(name);
}

/** The section build an address is served from, if it is one (a section's manifest or script). */
export function sectionBuildOf(address: string | undefined): SectionBuildOnPage | undefined {
  const [, section = '', build = ''] = SECTION_BUILD_IN_ADDRESS.exec(address ?? '') ?? [];
  return isSectionName(section) ? { section, build } : undefined;
}

/**
 * The builds of the sections a route's page shows, from where the page loads each section
 * (the page state's pinned manifests, or the configuration). A section whose address names no
 * build (the configuration's `current` manifest) is left out: its build is not known here.
 */
export function buildsOnRoute(route: string, locations: Partial<Record<SectionName, string>>): SectionBuildOnPage[] {
  const sections = new Set(SITE_ROUTES.find((known) => known.path === route)?.parts.map((part) => part.section));
  return [...sections].flatMap((section) => {
    const build = sectionBuildOf(locations[section]);
    return build?.section === section ? [build] : [];
  });
}

/** The script addresses in a stack trace, top frame first (Chromium's `at f (url:1:2)`, Firefox's `f@url:1:2`). */
const SCRIPTS_IN_STACK = /(https?:\/\/[^\s()@]+?):\d+:\d+/g;

/**
 * The script an uncaught error or rejection came from: the first of the event's file and its
 * error's stack frames that a section build serves, else the event's file, else the stack's top
 * frame. A section's code that throws inside a shared package (react-dom, MUI: the shell's files)
 * is then the section's error, not the shell's.
 */
export function scriptOfError(event: Pick<ErrorEvent, 'filename' | 'error'> | { reason: unknown }): string | undefined {
  const filename = 'filename' in event ? event.filename : undefined;
  const error: unknown = 'reason' in event ? event.reason : event.error;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const candidates = [filename, ...Array.from(stack.matchAll(SCRIPTS_IN_STACK), (match) => match[1])].filter(
    (address): address is string => Boolean(address),
  );
  return candidates.find((address) => sectionBuildOf(address) !== undefined) ?? candidates[0];
}

/** Who owns the script an error came from: the section build it is served from, else the shell. */
export function errorOwner(script: string | undefined): BrowserErrorReport {
  const sectionBuild = sectionBuildOf(script);
  return sectionBuild
    ? { owner: sectionBuild.section, build: sectionBuild.build }
    : { owner: 'shell', build: 'unknown' };
}
