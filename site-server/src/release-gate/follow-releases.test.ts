import type { ReleaseVerdict, SectionName, SectionPointer, SectionProposal } from '@site/contracts';
import { routedModules } from '@site/contracts';
import type { Pins } from '../generations/generation';
import { Generations } from '../generations/generations';
import { countedVerdicts } from '../metrics/release-verdicts';
import { createSiteMetrics, type SiteMetrics } from '../metrics/site-metrics';
import type { ReleaseSource } from '../release-sources/release-source';
import { FakeGeneration, pinsWith } from '../testing/fake-generation';
import { ReleaseFollower } from './follow-releases';
import type { CandidateEvidence } from './judge';

/** A release source in memory: pointers, one proposal at most, and the verdicts it was given. */
class MemorySource implements ReleaseSource {
  readonly description = 'in memory';
  pins: Pins = pinsWith('one');
  proposed: SectionProposal | undefined;
  verdicts: ReleaseVerdict[] = [];

  async pointer(section: SectionName): Promise<SectionPointer | undefined> {
    return { buildId: this.pins[section], previous: [] };
  }

  async proposal(): Promise<SectionProposal | undefined> {
    return this.proposed;
  }

  async settle(proposal: SectionProposal, verdict: ReleaseVerdict): Promise<void> {
    this.verdicts.push(verdict);
    if (verdict.accepted) this.pins = { ...this.pins, [proposal.section]: proposal.buildId };
    this.proposed = undefined;
  }
}

/** Builds whose files are missing, and builds that fail to render /pricing, by products build id. */
const missingFiles = new Set<string>();
const failingRender = new Set<string>();

async function evidence(section: SectionName, buildId: string): Promise<CandidateEvidence> {
  return {
    section,
    manifest: { exposes: routedModules(section).map(({ module }) => ({ name: module })) },
    missingFiles: missingFiles.has(buildId) ? ['remoteEntry.js (404)'] : [],
  };
}

function follower(source: ReleaseSource, judgeMovedPointers = false, metrics?: SiteMetrics) {
  const generations = new Generations(
    (pins) => {
      const generation = new FakeGeneration(pins);
      generation.warmUp(failingRender.has(pins.products) ? ['PricingPage threw'] : []);
      return generation;
    },
    { log: () => undefined },
  );
  const follow = new ReleaseFollower({
    source,
    generations,
    sectionsOrigin: 'http://127.0.0.1:9',
    judgeMovedPointers,
    log: () => undefined,
    evidence,
    onVerdict: metrics && countedVerdicts(metrics),
  });
  return { follow, generations };
}

beforeEach(() => {
  FakeGeneration.started = [];
  missingFiles.clear();
  failingRender.clear();
});

describe('following the releases', () => {
  it('serves what the pointers name first, without judging it', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source);
    await follow.followOnce();
    expect(generations.status().pins).toEqual(pinsWith('one'));
    expect(source.verdicts).toEqual([]);
  });

  it('judges a proposal, then moves the pointer and serves it', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source);
    await follow.followOnce();
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    expect(source.verdicts).toMatchObject([{ buildId: 'two', accepted: true, refusals: [] }]);
    expect(source.pins.products).toBe('two');
    expect(generations.status().pins).toEqual(pinsWith('two'));
  });

  it('refuses a proposal whose files are missing before starting any renderer', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source);
    await follow.followOnce();
    missingFiles.add('two');
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    expect(source.verdicts).toMatchObject([{ buildId: 'two', accepted: false, refusal: { check: 'files' } }]);
    expect(FakeGeneration.started).toHaveLength(1);
    expect(generations.status().pins).toEqual(pinsWith('one'));
  });

  it('refuses a proposal that renders a route with a new error, and stops its renderer', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source);
    await follow.followOnce();
    failingRender.add('two');
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    expect(source.verdicts).toMatchObject([
      { accepted: false, refusal: { check: 'server render', route: '/pricing' } },
    ]);
    expect(source.pins.products).toBe('one');
    expect(FakeGeneration.started[1]?.stopped).toBe(true);
    expect(generations.status().pins).toEqual(pinsWith('one'));
  });

  it('rolls back to the previous build with the renderer kept warm: no new renderer starts', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source);
    await follow.followOnce();
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    source.proposed = { section: 'products', buildId: 'one' };
    await follow.followOnce();
    expect(source.pins.products).toBe('one');
    expect(generations.status().pins).toEqual(pinsWith('one'));
    expect(FakeGeneration.started).toHaveLength(2);
  });

  it('judges pointers that moved by themselves where sections serve their own releases', async () => {
    const source = new MemorySource();
    const { follow, generations } = follower(source, true);
    await follow.followOnce();
    failingRender.add('two');
    source.pins = pinsWith('two');
    await follow.followOnce();
    expect(generations.status().pins).toEqual(pinsWith('one'));
    // Not tried again until a pointer moves on.
    await follow.followOnce();
    expect(FakeGeneration.started).toHaveLength(2);
    source.pins = pinsWith('three');
    await follow.followOnce();
    expect(generations.status().pins).toEqual(pinsWith('three'));
  });
});

describe("the gate's verdicts, counted", () => {
  const verdictLines = async (metrics: SiteMetrics) =>
    (await metrics.registry.metrics()).split('\n').filter((line) => line.startsWith('site_release_verdicts_total{'));

  it('counts each check of an accepted build as accepted, and nothing for the first generation', async () => {
    const source = new MemorySource();
    const metrics = createSiteMetrics();
    const { follow } = follower(source, false, metrics);
    await follow.followOnce();
    expect(await verdictLines(metrics)).toEqual([]);
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    expect(await verdictLines(metrics)).toEqual([
      'site_release_verdicts_total{section="products",check="shared versions",verdict="accepted"} 1',
      'site_release_verdicts_total{section="products",check="exposed modules",verdict="accepted"} 1',
      'site_release_verdicts_total{section="products",check="files",verdict="accepted"} 1',
      'site_release_verdicts_total{section="products",check="server render",verdict="accepted"} 1',
    ]);
  });

  it('counts the check that refused a build as refused', async () => {
    const source = new MemorySource();
    const metrics = createSiteMetrics();
    const { follow } = follower(source, false, metrics);
    await follow.followOnce();
    missingFiles.add('two');
    source.proposed = { section: 'products', buildId: 'two' };
    await follow.followOnce();
    failingRender.add('three');
    source.proposed = { section: 'products', buildId: 'three' };
    await follow.followOnce();
    const lines = await verdictLines(metrics);
    expect(lines).toContain('site_release_verdicts_total{section="products",check="files",verdict="refused"} 1');
    expect(lines).toContain(
      'site_release_verdicts_total{section="products",check="server render",verdict="refused"} 1',
    );
    expect(lines).toContain('site_release_verdicts_total{section="products",check="files",verdict="accepted"} 1');
  });

  it('counts the verdict on a pointer that moved by itself', async () => {
    const source = new MemorySource();
    const metrics = createSiteMetrics();
    const { follow } = follower(source, true, metrics);
    await follow.followOnce();
    failingRender.add('two');
    source.pins = pinsWith('two');
    await follow.followOnce();
    expect(await verdictLines(metrics)).toContain(
      'site_release_verdicts_total{section="products",check="server render",verdict="refused"} 1',
    );
  });
});
