import { SECTION_NAMES, type SectionName } from './sections';
import type { SiteRoute } from './site-routes';

/**
 * The parts pages: one per section, `/_parts/<section>`, where QA sees each of the section's parts
 * in its states (empty, error, loading, long text) without clicking through the site, rendered on the
 * server like the real pages (the section's `PartsPage` module, declared in its `src/parts.tsx`).
 * Not in the route table: no link, no sitemap, no warm-up, no nginx route. The site server sends
 * them `noindex`, and in production (NODE_ENV=production) only in a preview
 * (docs/decisions/visual-baselines.md).
 */
export const PARTS_PAGE_MODULE = 'PartsPage';
export const PARTS_PAGE_PREFIX = '/_parts/';

export function partsPagePath(section: SectionName): string {
  return `${PARTS_PAGE_PREFIX}${section}`;
}

export const PARTS_ROUTES: readonly SiteRoute[] = SECTION_NAMES.map((section) => ({
  path: partsPagePath(section),
  title: `Parts of the ${section} section`,
  description: `Each part of the ${section} section in its states, for QA.`,
  parts: [{ section, module: PARTS_PAGE_MODULE }],
  inSitemap: false,
}));

export function isPartsPagePath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith(PARTS_PAGE_PREFIX);
}
