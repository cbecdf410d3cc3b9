import createCache, { type EmotionCache } from '@emotion/cache';

/** The nonce the gateway wrote into the page for this response (the site's CSP allows styles carrying it). */
function cspNonce(): string | undefined {
  const content = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return content && !content.startsWith('__') ? content : undefined;
}

let cache: EmotionCache | undefined;

/** One emotion cache for the page, shared by the shell and every section. */
export function siteEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'css', nonce: cspNonce(), prepend: true });
  return cache;
}
