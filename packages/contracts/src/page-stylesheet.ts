/**
 * The stylesheets of a renderer generation: the emotion CSS (MUI's component rules, the theme's
 * variables, the base styles) of each route as its warm-up rendered it, served as files named by
 * their content (`/page-styles/<digest>.css`, cached a year) instead of written into every page.
 * A page links its route's and writes inline only the rules it does not hold; one of every route
 * together stands in for a route the warm-up did not render. The shell's server build makes them
 * (render-page); the site server keeps and serves them.
 *
 * One per route, not one for the site: a first visit downloads only its page's rules (`/developers`
 * about 70 of the site's 285 KB, 8.5 of 28 KB compressed), and on a phone's network a stylesheet
 * that fits in the connection's first round trips paints sooner (Lighthouse's LCP on `/` about
 * 300 ms sooner in a trial).
 */

/** Where a generation's stylesheet is served: this path and its file name. */
export const PAGE_STYLESHEET_PATH = '/page-styles/';

/** The key of the stylesheet of a page no route answers (the 404 page), beside the route table's patterns. */
export const NOT_FOUND_ROUTE = '*';

/** A stylesheet's file name: a hex digest of its text and `.css`. */
export const PAGE_STYLESHEET_FILE = /^[0-9a-f]{20}\.css$/;

/** One page's emotion CSS as rendered: its global styles by name, then its rules by class id, in order. */
export interface PageStyleRules {
  globals: { name: string; css: string }[];
  rules: { id: string; css: string }[];
}

/** A stylesheet: its file name, its text, and the global style names and class ids it holds. */
export interface PageStylesheet {
  file: string;
  css: string;
  globals: readonly string[];
  ids: readonly string[];
}

export function pageStylesheetHref(stylesheet: Pick<PageStylesheet, 'file'>): string {
  return `${PAGE_STYLESHEET_PATH}${stylesheet.file}`;
}
