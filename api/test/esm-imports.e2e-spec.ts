import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..', 'src');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    ),
  );
  return nested.flat();
}

/** `node dist/main.js` runs the compiled ESM as it is: a relative import without `.js` only fails there. */
describe('the compiled API', () => {
  it('has a .js suffix on every relative import of src', async () => {
    const missing: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
        if (!match[1]?.endsWith('.js')) missing.push(`${relative(SRC, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
