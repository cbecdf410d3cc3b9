import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIdOf, publishBuild } from './publish-build';

let root: string;
let releases: string;

function sectionBuild(name: string, text: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"products"}');
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
  writeFileSync(path.join(dir, 'server', 'server-entry.js'), `/* server ${text} */`);
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  releases = path.join(root, 'releases');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishing a section build', () => {
  it('copies it whole into a folder named by its content, and the same build twice into the same folder', () => {
    const first = publishBuild(releases, 'products', sectionBuild('a', 'one'));
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(readFileSync(path.join(releases, 'products', first, 'server', 'server-entry.js'), 'utf8')).toBe(
      '/* server one */',
    );
    expect(publishBuild(releases, 'products', sectionBuild('b', 'one'))).toBe(first);
    expect(publishBuild(releases, 'products', sectionBuild('c', 'two'))).not.toBe(first);
  });

  it('never writes into a published folder again', () => {
    const build = sectionBuild('a', 'one');
    const id = publishBuild(releases, 'products', build);
    writeFileSync(path.join(releases, 'products', id, 'remoteEntry.js'), '/* as served */');
    publishBuild(releases, 'products', build);
    expect(readFileSync(path.join(releases, 'products', id, 'remoteEntry.js'), 'utf8')).toBe('/* as served */');
  });

  it('refuses a folder that holds no section build', () => {
    mkdirSync(path.join(root, 'empty'));
    expect(() => publishBuild(releases, 'products', path.join(root, 'empty'))).toThrow('holds no section build');
  });

  it('names a build by every file, the server code included', () => {
    const a = sectionBuild('a', 'one');
    const before = buildIdOf(a);
    writeFileSync(path.join(a, 'server', 'server-entry.js'), '/* changed */');
    expect(buildIdOf(a)).not.toBe(before);
  });
});
