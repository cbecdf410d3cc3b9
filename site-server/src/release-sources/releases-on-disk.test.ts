import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { proposeCandidate, readPointer, readProposal, switchPointer } from '@site/contracts/release-files';
import { ReleasesOnDisk } from './releases-on-disk';

let releases: string;

function published(section: 'products' | 'forms', buildId: string): string {
  mkdirSync(path.join(releases, section, buildId), { recursive: true });
  writeFileSync(path.join(releases, section, buildId, 'mf-manifest.json'), `{"name":"${section}"}`);
  return buildId;
}

beforeEach(() => {
  releases = mkdtempSync(path.join(tmpdir(), 'releases-on-disk-'));
});
afterEach(() => rmSync(releases, { recursive: true, force: true }));

describe('releases on disk', () => {
  it("reads each section's pointer, none for a section never released", async () => {
    switchPointer(releases, 'products', published('products', 'aaaaaaaaaaaa'));
    const source = new ReleasesOnDisk(releases);
    expect(await source.pointer('products')).toEqual({ buildId: 'aaaaaaaaaaaa', previous: [] });
    expect(await source.pointer('forms')).toBeUndefined();
  });

  it('finds a proposal, and on an accepting verdict moves the pointer and takes the proposal away', async () => {
    switchPointer(releases, 'products', published('products', 'aaaaaaaaaaaa'));
    proposeCandidate(releases, 'products', published('products', 'bbbbbbbbbbbb'));
    const source = new ReleasesOnDisk(releases);
    const proposal = await source.proposal();
    expect(proposal).toEqual({ section: 'products', buildId: 'bbbbbbbbbbbb' });
    await source.settle(
      { section: 'products', buildId: 'bbbbbbbbbbbb' },
      {
        buildId: 'bbbbbbbbbbbb',
        accepted: true,
        refusals: [],
        at: 'now',
      },
    );
    expect(readPointer(releases, 'products')).toEqual({ buildId: 'bbbbbbbbbbbb', previous: ['aaaaaaaaaaaa'] });
    expect(await source.proposal()).toBeUndefined();
  });

  it('leaves the pointer where it was on a refusing verdict', async () => {
    switchPointer(releases, 'products', published('products', 'aaaaaaaaaaaa'));
    proposeCandidate(releases, 'products', published('products', 'bbbbbbbbbbbb'));
    const source = new ReleasesOnDisk(releases);
    const refusal = { check: 'files' as const, reason: 'missing: remoteEntry.js (404)' };
    await source.settle(
      { section: 'products', buildId: 'bbbbbbbbbbbb' },
      {
        buildId: 'bbbbbbbbbbbb',
        accepted: false,
        refusal,
        refusals: [refusal],
        at: 'now',
      },
    );
    expect(readPointer(releases, 'products')?.buildId).toBe('aaaaaaaaaaaa');
    expect(await source.proposal()).toBeUndefined();
  });

  it('discards the proposals an earlier run left behind, naming them, and moves no pointer', () => {
    switchPointer(releases, 'products', published('products', 'aaaaaaaaaaaa'));
    proposeCandidate(releases, 'products', published('products', 'bbbbbbbbbbbb'));
    proposeCandidate(releases, 'forms', published('forms', 'cccccccccccc'));
    const source = new ReleasesOnDisk(releases);
    expect(source.discardAbandonedProposals()).toEqual([
      { section: 'products', buildId: 'bbbbbbbbbbbb' },
      { section: 'forms', buildId: 'cccccccccccc' },
    ]);
    expect(readProposal(releases, 'products')).toBeUndefined();
    expect(readProposal(releases, 'forms')).toBeUndefined();
    expect(readPointer(releases, 'products')?.buildId).toBe('aaaaaaaaaaaa');
  });
});
