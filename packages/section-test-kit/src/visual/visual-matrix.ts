/**
 * What every route of a section is captured at: a phone's and a desktop's width, each in the light
 * and the dark scheme. The phone is an iPhone 14/15's CSS viewport; the desktop a common laptop's.
 */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

/** One picture of the matrix: a route at one width in one scheme. */
export interface Shot {
  /** The route's pattern in the route table (`/developer/:id?`), or a page of its own (`/_parts/home`). */
  route: string;
  /** The address opened (a pattern's parameters filled in). */
  address: string;
  viewport: ViewportName;
  scheme: Scheme;
}

/** A file-name-safe name of a route: `/` is `home`, `/developer/:id?` is `developer-id`. */
export function routeSlug(route: string): string {
  const slug = route
    .toLowerCase()
    .replace(/[:?]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'home';
}

/** The baseline's file name: `<route>.<viewport>.<scheme>.png` (`pricing.phone.dark.png`). */
export function shotName(shot: Pick<Shot, 'route' | 'viewport' | 'scheme'>): string {
  return `${routeSlug(shot.route)}.${shot.viewport}.${shot.scheme}`;
}
