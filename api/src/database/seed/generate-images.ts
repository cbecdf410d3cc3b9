import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../config/repo-root.js';
import { seedPictures } from './seed-pictures.js';

/** `npm run images:generate -w api`: writes the seed's pictures into the shell's public folder. */
export const PUBLIC_DIR = join(REPO_ROOT, 'shell', 'public');

for (const picture of seedPictures()) {
  const file = join(PUBLIC_DIR, picture.path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${picture.svg}\n`);
  process.stdout.write(`${picture.path} (${Buffer.byteLength(picture.svg)} bytes)\n`);
}
