/**
 * The anchors of the home page (spec section 2): the places its `#...` links and "scroll to"
 * buttons lead. Words: an *anchor* is a place within a page; a *section* is one of the federated
 * sections (home, apps, developers, products, forms) that build the pages.
 */
export const HOME_ANCHORS = {
  developers: 'developers',
  services: 'services',
  projects: 'projects',
  team: 'team',
  contact: 'contact',
} as const;

export type HomeAnchor = (typeof HOME_ANCHORS)[keyof typeof HOME_ANCHORS];

/** The address of a home-page anchor, with a query string the part there reads: `/?service=...#contact`. */
export function homeAnchorHref(anchor: HomeAnchor, search = ''): string {
  return `/${search}#${anchor}`;
}

/**
 * Where a site address leads within the home page: `/#team` and `/?service=x#contact` are an
 * anchor (with the query string the part there reads); `/apps` and `/#` are not.
 */
export function homeAnchorOf(href: string): { anchor: string; search: string } | undefined {
  const url = new URL(href, 'https://site.invalid');
  if (url.pathname !== '/' || url.hash.length < 2) return undefined;
  return { anchor: decodeURIComponent(url.hash.slice(1)), search: url.search };
}
