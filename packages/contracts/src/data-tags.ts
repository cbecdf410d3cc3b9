/**
 * What a page shows, as tags of the API's data: the renderer reports the reads a page made
 * (renderer-protocol.ts), the site server tags the page with them, and the API publishes the tags
 * each write changes (`GET /api/revisions`, written by the database's own triggers), so a change
 * replaces exactly the pages that read it. Leads are on no page: they have no tag.
 */

/** The tables a page can show, each a tag of its whole list. */
export const DATA_TAGS = {
  developers: 'developers',
  services: 'services',
  projects: 'projects',
  testimonials: 'testimonials',
} as const;

/** A page that made a read this file does not know is replaced by any change of data. */
export const ANY_DATA_TAG = '*';

/** One developer's profile (the row, its projects and its testimonials): `developer:<id>`. */
export function developerTag(id: string): string {
  return `developer:${id}`;
}

/** A read a page made on the server: the RTK Query endpoint and its argument, and whether it was answered. */
export interface PageRead {
  endpoint: string;
  arg?: unknown;
  /** False when the read failed or was still running when the page was sent (the browser finishes it). */
  answered: boolean;
}

const LIST_TAGS: Readonly<Record<string, string>> = {
  getDevelopers: DATA_TAGS.developers,
  getDeveloperPage: DATA_TAGS.developers,
  getDeveloperSkills: DATA_TAGS.developers,
  getServices: DATA_TAGS.services,
  getProjects: DATA_TAGS.projects,
  getTestimonials: DATA_TAGS.testimonials,
};

const ONE_DEVELOPER_READS: ReadonlySet<string> = new Set([
  'getDeveloper',
  'getDeveloperProjects',
  'getDeveloperTestimonials',
]);

/** The tags of one read (ANY_DATA_TAG for a read of an endpoint not named here). */
export function dataTagOfRead(read: Pick<PageRead, 'endpoint' | 'arg'>): string {
  const list = LIST_TAGS[read.endpoint];
  if (list) return list;
  if (ONE_DEVELOPER_READS.has(read.endpoint) && typeof read.arg === 'string') return developerTag(read.arg);
  return ANY_DATA_TAG;
}

/** A page's tags: each of its reads' once. */
export function dataTagsOfReads(reads: readonly Pick<PageRead, 'endpoint' | 'arg'>[]): string[] {
  return [...new Set(reads.map(dataTagOfRead))].sort();
}

/** One tag's revision: it grows by one with every write of data the tag covers. */
export interface DataRevision {
  tag: string;
  revision: number;
}

/**
 * What `GET /api/revisions?since=<horizon>` answers: the revisions of the tags changed after
 * `since` (and a little before it: a change committed late is not missed; a revision already seen
 * is ignored by its number), up to `horizon`, the time (the database's clock, in ms) to ask from
 * next. Without `since`, every tag's revision.
 */
export interface DataRevisions {
  horizon: number;
  revisions: DataRevision[];
}

/** The API's path of data revisions (site-server/src/page-cache/ polls it). */
export const DATA_REVISIONS_PATH = '/api/revisions';
