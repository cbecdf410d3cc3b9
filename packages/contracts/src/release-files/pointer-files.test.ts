import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  discardProposal,
  proposeCandidate,
  readPointer,
  readProposal,
  recordVerdict,
  switchPointer,
} from './pointer-files';

let releases: string;

/** A published build of products (a folder with its manifest), as publish-build.ts leaves one. */
function published(buildId: string): string {
  mkdirSync(path.join(releases, 'products', buildId), { recursive: true });
  writeFileSync(path.join(releases, 'products', buildId, 'mf-manifest.json'), '{"name":"products"}');
  return buildId;
}

beforeEach(() => {
  releases = mkdtempSync(path.join(tmpdir(), 'pointer-files-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

describe("a section's pointer on disk", () => {
  it('moves to a published build and remembers the ones before, newest first, for a rollback', () => {
    const [one, two, three] = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'].map(published);
    switchPointer(releases, 'products', one ?? '');
    switchPointer(releases, 'products', two ?? '');
    switchPointer(releases, 'products', three ?? '');
    expect(readPointer(releases, 'products')).toEqual({ buildId: three, previous: [two, one] });
    switchPointer(releases, 'products', two ?? '');
    expect(readPointer(releases, 'products')).toEqual({ buildId: two, previous: [three, one] });
  });

  it('refuses a build that was never published, and stays where it was', () => {
    const one = published('aaaaaaaaaaaa');
    switchPointer(releases, 'products', one);
    expect(() => switchPointer(releases, 'products', 'feedfacecafe')).toThrow('no published build feedfacecafe');
    expect(readPointer(releases, 'products')?.buildId).toBe(one);
  });

  it('reads a file that is not a pointer as no pointer', () => {
    mkdirSync(path.join(releases, 'products'), { recursive: true });
    writeFileSync(path.join(releases, 'products', 'current.json'), '{"buildId":"../../etc"}');
    expect(readPointer(releases, 'products')).toBeUndefined();
    writeFileSync(path.join(releases, 'products', 'current.json'), 'not json');
    expect(readPointer(releases, 'products')).toBeUndefined();
  });
});

describe('a proposal on disk', () => {
  it('is a published build only, read back, and taken away with the verdict recorded', () => {
    const one = published('aaaaaaaaaaaa');
    expect(() => proposeCandidate(releases, 'products', 'feedfacecafe')).toThrow('no published build');
    proposeCandidate(releases, 'products', one);
    expect(readProposal(releases, 'products')).toBe(one);
    recordVerdict(releases, 'products', { buildId: one, accepted: true, refusals: [], at: '2026-11-26T00:00:00Z' });
    expect(readProposal(releases, 'products')).toBeUndefined();
    expect(JSON.parse(readFileSync(path.join(releases, 'products', 'verdict.json'), 'utf8'))).toMatchObject({
      buildId: one,
      accepted: true,
    });
  });

  it('can be discarded without a verdict', () => {
    proposeCandidate(releases, 'products', published('aaaaaaaaaaaa'));
    discardProposal(releases, 'products');
    expect(readProposal(releases, 'products')).toBeUndefined();
  });
});
