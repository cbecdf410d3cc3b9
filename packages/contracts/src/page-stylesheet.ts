/**
 * The stylesheet of a renderer generation: the emotion CSS (MUI's component rules, the theme's
 * variables, the base styles) of every route as its warm-up rendered them, served as one file named
 * by its content (`/page-styles/<digest>.css`, cached a year) instead of written into every page.
 * A page links it and writes inline only the rules it does not hold. The shell's server build
 * makes it (render-page); the site server keeps and serves it.
 */

/** Where a generation's stylesheet is served: this path and its file name. */
export const PAGE_STYLESHEET_PATH = '/page-styles/';

/** A stylesheet's file name: a hex digest of its text and `.css`. */
export const PAGE_STYLESHEET_FILE = /^[0-9a-f]{20}\.css$/;

/** One page's emotion CSS as rendered: its global styles by name, then its rules by class id, in order. */
export interface PageStyleRules {
  globals: { name: string; css: string }[];
  rules: { id: string; css: string }[];
}

/** A generation's stylesheet: its file name, its text, and the global style names and class ids it holds. */
export interface PageStylesheet {
  file: string;
  css: string;
  globals: readonly string[];
  ids: readonly string[];
}

export function pageStylesheetHref(stylesheet: Pick<PageStylesheet, 'file'>): string {
  return `${PAGE_STYLESHEET_PATH}${stylesheet.file}`;
}
