import type { Options, StylisPlugin } from '@emotion/cache';

/** Properties a browser the site serves still reads only with a `-webkit-` prefix (Safari, mostly). */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter', 'print-color-adjust', 'mask-image', 'mask-size']);

/**
 * Emotion's CSS with the prefixes a supported browser needs and no others. Emotion's default
 * prefixer writes every flex, transition and transform rule three or four times for browsers of
 * 2015 (a fifth of the site's stylesheet, which every page parses); this writes `-webkit-` before
 * the few properties above and leaves the rest as authored. The class names do not change (they
 * are hashes of the styles as written), so server and browser agree whichever cache they use.
 */
export const neededVendorPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && typeof element.props === 'string' && WEBKIT_ONLY.has(element.props))
    element.return = `-webkit-${element.value}${element.value}`;
};

/**
 * One array for every cache: on the server emotion keeps each rule's compiled CSS in a cache it
 * finds by the plugins array itself (a WeakMap), so a new array per cache compiled every rule again
 * for every page (the renderer makes a cache per piece of a page it renders).
 */
const STYLIS_PLUGINS: StylisPlugin[] = [neededVendorPrefixes];

/** The emotion cache options every cache of the site uses (server and browser). */
export function siteEmotionOptions(): Options {
  return { key: 'css', stylisPlugins: STYLIS_PLUGINS };
}
