import type { SectionName } from './site-map';

/**
 * What a visitor's browser reports about its experience of a page (issue 23): Core Web Vitals and
 * uncaught errors, sent first-party by `navigator.sendBeacon` to the API, sampled, with no cookie,
 * no identifier and nothing the visitor typed. Plain facts and types, no zod, so the shell's
 * bundle can import them; the schema that validates a beacon is
 * `@site/contracts/visitor-experience-schema` (the API's side).
 */

/** Where the browser sends a beacon (POST, `text/plain` or `application/json`, one JSON object). */
export const EXPERIENCE_BEACON_PATH = '/api/experience';

/** The share of page views that report their vitals (errors are always reported). */
export const EXPERIENCE_SAMPLE_RATE = 0.25;

/** A beacon larger than this is refused with 413 before it is parsed. */
export const EXPERIENCE_BEACON_MAX_BYTES = 4096;

/** The Core Web Vitals the site collects, as `web-vitals` names them. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** Who owns the code on a page: a section, or the shell itself. */
export type PageOwner = SectionName | 'shell';

/** One section's build on the page, as the page state names it. */
export interface SectionBuildOnPage {
  section: SectionName;
  build: string;
}

export interface WebVitalReport {
  name: WebVitalName;
  /** Milliseconds for LCP, INP and TTFB; unitless for CLS. */
  value: number;
}

export interface BrowserErrorReport {
  /** Whose script threw, from the script's address (`/remotes/<section>/<build>/...`), else the shell. */
  owner: PageOwner;
  /** That owner's build id, or `unknown`. */
  build: string;
}

/** One beacon: a page view's vitals so far and/or its errors. */
export interface ExperienceBeacon {
  /** The route template the page matched (`/developer/:id`, never the id), or `404`. */
  route: string;
  /** The build of every section on the page. */
  builds: SectionBuildOnPage[];
  vitals: WebVitalReport[];
  errors: BrowserErrorReport[];
}
