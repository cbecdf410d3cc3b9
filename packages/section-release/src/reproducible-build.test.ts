import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '@site/section-build-kit/project-root';
import { buildIdOf } from './publish-build';

/**
 * The same sources give the same build, byte for byte, so an unchanged section keeps its build id
 * (a digest of its files), its visitors' cached files and its renderer. Three real production
 * builds of the smallest section with the site's own configuration (about 5 s each on an idle
 * machine, in one child process): twice the same sources, once with an edit.
 */
const SECTION = 'apps';
let root: string;

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

function build(name: string): string {
  return path.join(root, name);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'reproducible-build-'));
  const script = require.resolve('@site/section-build-kit/testing/section-builds');
  const run = spawnSync(
    'npx',
    ['tsx', script, SECTION, build('first'), build('second'), '--changed', build('edited')],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (run.status !== 0) throw new Error(`the builds failed: ${run.stderr}`);
}, 180_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('a section built twice from the same sources', () => {
  it('has the same files with the same bytes, so the same build id', () => {
    const files = filesOf(build('first'));
    expect(files).toContain('mf-manifest-stats.json');
    expect(filesOf(build('second'))).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(path.join(build('first'), file)).equals(readFileSync(path.join(build('second'), file))),
    );
    expect(differing).toEqual([]);
    expect(buildIdOf(build('second'))).toBe(buildIdOf(build('first')));
  });

  it('names no folder of the machine it was built on, so another checkout builds it the same', () => {
    const naming = filesOf(build('first')).filter((file) =>
      readFileSync(path.join(build('first'), file)).includes(PROJECT_ROOT),
    );
    expect(naming).toEqual([]);
  });

  it('gets a new build id when a source changes', () => {
    expect(buildIdOf(build('edited'))).not.toBe(buildIdOf(build('first')));
  });
});
