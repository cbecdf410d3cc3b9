import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

export interface PageStyles {
  /** The cache the page renders with: emotion writes no `<style>` beside each element with it. */
  cache: EmotionCache;
  /** The `<style>` elements for the head: each rule the markup uses once, global styles first. */
  styleElements(markup: string): string;
}

/**
 * Emotion's CSS for one page, collected once per rule for the head (as MUI's server-rendering
 * examples do) instead of a `<style>` element beside every element (204 KB in 253 elements on `/`).
 * The browser's emotion cache (same key) takes these elements over when it starts.
 */
export function pageStyles(): PageStyles {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  return {
    cache,
    styleElements: (markup) => server.constructStyleTagsFromChunks(server.extractCriticalToChunks(markup)),
  };
}
