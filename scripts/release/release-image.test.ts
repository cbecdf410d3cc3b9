import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPointer } from '@site/contracts/release-files';
import { BUILDS_PER_IMAGE, releaseImageTree } from './release-image';

let root: string;

function build(text: string): string {
  const dir = path.join(root, `build-${text}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"forms"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  return dir;
}

/** One image after another, each built on the one before, as a section's CI does. */
function images(count: number): { out: string; id: string }[] {
  const made: { out: string; id: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const out = path.join(root, `image-${index}`, 'remotes');
    const previous = made.at(-1)?.out;
    made.push({ out, id: releaseImageTree({ section: 'forms', buildDir: build(`v${index}`), previous, out }) });
  }
  return made;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-image-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a section release image', () => {
  it('serves its build as current', () => {
    const [first] = images(1);
    expect(readPointer(first?.out ?? '', 'forms')).toEqual({ buildId: first?.id, previous: [] });
    expect(existsSync(path.join(first?.out ?? '', 'forms', first?.id ?? '', 'remoteEntry.js'))).toBe(true);
  });

  it(`carries the builds before it, ${BUILDS_PER_IMAGE} in all, so pages rendered with them keep loading`, () => {
    const made = images(5);
    const last = made.at(-1);
    const folders = readdirSync(path.join(last?.out ?? '', 'forms'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(
      made
        .slice(-BUILDS_PER_IMAGE)
        .map((image) => image.id)
        .sort(),
    );
    expect(readPointer(last?.out ?? '', 'forms')?.buildId).toBe(last?.id);
    expect(readPointer(last?.out ?? '', 'forms')?.previous.slice(0, 2)).toEqual([made[3]?.id, made[2]?.id]);
  });
});
