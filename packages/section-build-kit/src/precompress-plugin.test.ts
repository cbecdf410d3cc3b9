import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

let root: string;
const files: Record<string, string> = {
  'sitemap.xml': `<urlset>${'<url><loc>https://example.test/</loc></url>'.repeat(40)}</urlset>`,
  // Random characters barely compress (gzip keeps about 90 %): copies all the same, so no server compresses it per request.
  'noise.txt': String.fromCharCode(...randomBytes(2000).map((byte) => byte & 0x7f)),
  'small.txt': 'too small to be worth it',
  'picture.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(60)}</svg>`,
  'chunk.js.map': JSON.stringify({ version: 3, mappings: 'AAAA;'.repeat(400) }),
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  const script = path.join(__dirname, 'testing', 'precompressed-build.ts');
  const build = spawnSync('npx', ['tsx', script, root, JSON.stringify(files)], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the copies a production build writes for the servers to send as they are', () => {
  it('writes a .br and a .gz copy of each text file a browser downloads from 1 KB up, and of nothing else', () => {
    expect(readdirSync(path.join(root, 'dist')).sort()).toEqual(
      [
        'chunk.js.map',
        'main.js',
        'main.js.br',
        'main.js.gz',
        'picture.svg',
        'picture.svg.br',
        'picture.svg.gz',
        'noise.txt',
        'noise.txt.br',
        'noise.txt.gz',
        'sitemap.xml',
        'sitemap.xml.br',
        'sitemap.xml.gz',
        'small.txt',
      ].sort(),
    );
  });

  it('each copy is the file it stands beside', () => {
    for (const name of ['main.js', 'picture.svg', 'noise.txt', 'sitemap.xml']) {
      const original = readFileSync(path.join(root, 'dist', name));
      expect(brotliDecompressSync(readFileSync(path.join(root, 'dist', `${name}.br`))).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(path.join(root, 'dist', `${name}.gz`))).equals(original)).toBe(true);
    }
  });
});
