import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Shorter than this, a secret could be guessed (32 characters of base64url: 192 bits). */
export const MIN_PREVIEW_SECRET_LENGTH = 32;

/** The file's name: a dotfile, which the releases' static files never serve (and front/section-releases.ts refuses by name). */
export const PREVIEW_SECRET_FILE_NAME = '.preview-secret';

/** Where `npm start`'s generated secret lives: in the releases folder, beside the sections' folders. */
export function previewSecretFile(releasesDir: string): string {
  return path.join(releasesDir, PREVIEW_SECRET_FILE_NAME);
}

/**
 * The preview secret of a site that keeps its releases on this disk (`npm start`), which both its
 * site server and `npm run release` read: generated once (random, mode 0600), by whichever of them
 * needs it first. A deployed site sets PREVIEW_SECRET instead (from its secret store).
 */
export function previewSecretInReleases(releasesDir: string): string {
  const file = previewSecretFile(releasesDir);
  mkdirSync(releasesDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH) throw new Error(`${file} holds too short a preview secret`);
  return secret;
}
