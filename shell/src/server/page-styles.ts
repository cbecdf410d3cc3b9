import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { type PageStyleRules, type PageStylesheet, pageStylesheetHref } from '@site/contracts';
import { siteEmotionOptions } from '@site/platform';

/** Emotion's key for the site's cache; its global styles are written under `<key>-global`. */
const KEY = 'css';

export interface PageStyles {
  /** The cache the page renders with: emotion writes no `<style>` beside each element with it. */
  cache: EmotionCache;
  /**
   * The head's styles for this markup, and the rules they stand for. With the generation's
   * stylesheet: a link to it, and inline only what it lacks; without (a warm-up), every rule inline.
   */
  styleElements(markup: string): { head: string; rules: PageStyleRules };
}

function styleElement(names: string, css: string): string {
  return `<style data-emotion="${names}">${css}</style>`;
}

/** The page's rules: its global styles, then each class the markup names, in the order they were inserted. */
function rulesOf(cache: EmotionCache, server: ReturnType<typeof createEmotionServer>, markup: string): PageStyleRules {
  const rules: PageStyleRules = { globals: [], rules: [] };
  for (const chunk of server.extractCriticalToChunks(markup).styles) {
    if (chunk.key === KEY) {
      for (const id of chunk.ids) rules.rules.push({ id, css: String(cache.inserted[id] ?? '') });
    } else {
      const [name = ''] = chunk.ids;
      rules.globals.push({ name, css: chunk.css });
    }
  }
  return rules;
}

/**
 * The head's elements: the stylesheet's link, then each global style (empty when the stylesheet
 * holds it: emotion's `<Global>` in an island finds its element and adds nothing), then one
 * `<style>` naming every class of the page, with the text of those the stylesheet lacks (emotion
 * in the browser counts every class named as inserted, so it writes none of them again).
 */
function headElements(rules: PageStyleRules, stylesheet: PageStylesheet | undefined): string {
  const sharedGlobals = new Set(stylesheet?.globals);
  const sharedIds = new Set(stylesheet?.ids);
  const link = stylesheet ? `<link rel="stylesheet" href="${pageStylesheetHref(stylesheet)}">` : '';
  const globals = rules.globals
    .map(({ name, css }) => styleElement(`${KEY}-global ${name}`, sharedGlobals.has(name) ? '' : css))
    .join('');
  const ids = rules.rules.map(({ id }) => id);
  const own = rules.rules
    .filter(({ id }) => !sharedIds.has(id))
    .map(({ css }) => css)
    .join('');
  return link + globals + styleElement([KEY, ...ids].join(' '), own);
}

/**
 * A cache for rendering on the server: it keeps each rule's text (emotion's `compat` mode, which
 * `createEmotionServer` switches on) and writes no `<style>` beside any element.
 */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ ...siteEmotionOptions(), key: KEY });
  cache.compat = true;
  return cache;
}

/**
 * Emotion's CSS for one page, collected once per rule (as MUI's server-rendering examples do)
 * instead of a `<style>` element beside every element. The rules every route uses live in the
 * generation's stylesheet, a file the browser keeps a year; the page carries only its own. The
 * browser's emotion cache (same key) takes these elements over when it starts.
 */
export function pageStyles(stylesheet?: PageStylesheet): PageStyles {
  const cache = serverEmotionCache();
  const server = createEmotionServer(cache);
  return {
    cache,
    styleElements(markup) {
      const rules = rulesOf(cache, server, markup);
      return { head: headElements(rules, stylesheet), rules };
    },
  };
}
