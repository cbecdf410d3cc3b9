import { chmod, lchown, lstat, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { UserIds } from './run-as.js';

/**
 * Creates `dir` and the folders above it that are missing, each open to every user (755 whatever
 * the umask), so the `postgres` user can pass through what root created for it.
 */
export async function makeOpenDir(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (first === undefined) return;
  let current = first;
  await chmod(current, 0o755);
  for (const part of relative(first, dir).split(sep).filter(Boolean)) {
    current = join(current, part);
    await chmod(current, 0o755);
  }
}

/** The deepest folder of `path`'s ancestry (itself included) that exists. */
export async function nearestExisting(path: string): Promise<string> {
  for (let current = path; ; current = dirname(current)) {
    const found = await lstat(current).then(
      () => true,
      () => false,
    );
    if (found || dirname(current) === current) return current;
  }
}

/** Gives `path` and everything in it to `owner` (a cluster moved here by root). */
export async function chownTree(path: string, owner: UserIds): Promise<void> {
  await lchown(path, owner.uid, owner.gid);
  const info = await lstat(path);
  if (!info.isDirectory()) return;
  for (const entry of await readdir(path)) await chownTree(join(path, entry), owner);
}
