import createCache, { type EmotionCache } from '@emotion/cache';
import { siteEmotionOptions } from './needed-vendor-prefixes';

let cache: EmotionCache | undefined;

/**
 * One emotion cache for the page, shared by the shell and every section. It takes over the
 * styles the server wrote in the head; the rules it adds later go through the CSSOM into empty
 * `<style>` elements, which the page's policy allows (page-security-policy.ts in contracts).
 */
export function siteEmotionCache(): EmotionCache {
  cache ??= createCache({ ...siteEmotionOptions(), prepend: true });
  return cache;
}
