import path from 'node:path';

/** Files whose name carries a content hash never change; everything else must be revalidated. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|webp|woff2|map)$/;
const SHORT_CACHE = new Set(['.svg', '.png', '.webp', '.woff2', '.txt', '.xml']);

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || name.endsWith('.json') || name === 'remoteEntry.js') return 'no-cache';
  if (SHORT_CACHE.has(path.extname(name))) return 'public, max-age=3600';
  return 'no-cache';
}
