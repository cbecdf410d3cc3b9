import path from 'node:path';

/** Files whose name carries a content hash never change; everything else must be revalidated. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|svg|png|webp|woff2|map)$/;
const SHORT_CACHE = new Set(['.svg', '.png', '.webp', '.woff2', '.txt', '.xml']);

/** A precompressed copy (`main.0123456789.js.br`) is cached as the file it stands for. */
const PRECOMPRESSED = /\.(br|gz)$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (HASHED_FILE.test(name)) return 'public, max-age=31536000, immutable';
  if (name === 'index.html' || name.endsWith('.json') || name === 'remoteEntry.js') return 'no-cache';
  if (SHORT_CACHE.has(path.extname(name))) return 'public, max-age=3600';
  return 'no-cache';
}

/** A section's release state beside its build folders: they change with every release. */
const RELEASE_STATE_FILES = new Set([
  'current.json',
  'candidate.json',
  'verdict.json',
  'canary.json',
  'canary-status.json',
]);

/**
 * Under /remotes/: a build folder never changes once published, so every file in it is cached
 * for good; a section's pointer, candidate and verdict change with each release and are always revalidated.
 */
export function releaseCacheControlFor(relativePath: string): string {
  return RELEASE_STATE_FILES.has(path.basename(relativePath)) ? 'no-cache' : 'public, max-age=31536000, immutable';
}
