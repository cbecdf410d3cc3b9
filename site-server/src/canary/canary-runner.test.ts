import type { SectionName } from '@site/contracts';
import type { BuildEvidence, CanaryEvidence, CanaryRequest, CanaryStatus } from '@site/contracts/release-files';
import { canaryPolicyFromSettings } from '@site/contracts/release-files';
import type { Pins } from '../generations/generation';
import type { Warm } from '../generations/generations';
import type { Verdict } from '../release-gate/judge';
import { FakeGeneration, pinsWith } from '../testing/fake-generation';
import type { CanaryBook } from './canaries-on-disk';
import { CanaryRunner } from './canary-runner';
import { describeVerdict, judgeCanary } from './judge-canary';

const SERVING = 'serving00001';
const CANARY = 'canary000001';

function warmOf(pins: Pins): Warm {
  const generation = new FakeGeneration(pins);
  return { generation, warmUp: [], sharedVersions: {} };
}

function numbers(build: string, pages: number, browserErrors = 0): BuildEvidence {
  return { section: 'products', build, pages, renderErrors: 0, browserErrors, vitals: { samples: 0 } };
}

/** A site with products serving SERVING, a canary of CANARY asked for at 20 %, and everything the runner touches recorded. */
function site(options: { gate?: Verdict; promotion?: 'move the pointer' | 'advise' } = {}) {
  const requests = new Map<SectionName, CanaryRequest>();
  const statuses: CanaryStatus[] = [];
  const logs: Record<string, unknown>[] = [];
  const settled: { section: string; buildId: string; accepted: boolean }[] = [];
  let serving = warmOf(pinsWith(SERVING));
  const canaryWarm = warmOf(pinsWith(CANARY));
  let evidence: CanaryEvidence = { canary: numbers(CANARY, 0), serving: numbers(SERVING, 0) };
  let draw = 0.5;
  const book: CanaryBook = {
    request: async (section) => requests.get(section),
    withdraw: async (section) => {
      requests.delete(section);
    },
    record: async (status) => {
      statuses.push(status);
    },
  };
  const runner = new CanaryRunner({
    book,
    promotion: options.promotion,
    follower: {
      judgeCandidate: async () =>
        options.gate ? { verdict: options.gate } : { verdict: { accepted: true, refusals: [] }, warm: canaryWarm },
      exclusively: (change) => change(),
    },
    generations: {
      current: () => serving,
      promote: (warm) => {
        serving = warm;
      },
      retireUnlessKept: (warm) => {
        if (warm !== serving) warm.generation.retire();
      },
    },
    source: {
      settle: async (proposal, verdict) => {
        settled.push({ ...proposal, accepted: verdict.accepted });
      },
    },
    evidence: { watch: async () => ({ read: async () => evidence }) },
    policyFor: (settings) => canaryPolicyFromSettings(settings),
    judge: judgeCanary,
    describe: describeVerdict,
    log: (entry) => logs.push(entry),
    random: () => draw,
    now: () => Date.UTC(2026, 10, 26, 10),
  });
  requests.set('products', {
    buildId: CANARY,
    percent: 20,
    settings: {
      'min-pages': '5',
      'min-errors-to-rollback': '2',
      'promote-after-pages': '5',
      'promote-after-minutes': '0',
    },
    requestedAt: '2026-11-26T10:00:00.000Z',
  });
  return {
    runner,
    requests,
    statuses,
    logs,
    settled,
    canaryWarm,
    serving: () => serving,
    measure: (next: CanaryEvidence) => {
      evidence = next;
    },
    draw: (value: number) => {
      draw = value;
    },
  };
}

afterEach(() => {
  FakeGeneration.started = [];
});

describe('CanaryRunner', () => {
  it('gates a canary asked for, then draws it for its share of page requests, each on its own', async () => {
    const { runner, statuses, canaryWarm, draw } = site();
    expect(runner.pick()).toBeUndefined();
    await runner.tickOnce();
    expect(statuses.map((status) => status.state)).toEqual(['gate', 'serving']);
    expect(statuses.at(-1)).toMatchObject({ build: CANARY, servingBuild: SERVING, percent: 20 });
    draw(0.19);
    expect(runner.pick()).toBe(canaryWarm);
    draw(0.2);
    expect(runner.pick()).toBeUndefined();
    expect(runner.serving()).toEqual([{ section: 'products', build: CANARY, percent: 20 }]);
  });

  it('promotes a canary that is not worse: its generation serves, the pointer moves, the verdict is logged and recorded', async () => {
    const { runner, requests, statuses, logs, settled, canaryWarm, serving, measure } = site();
    await runner.tickOnce();
    measure({ canary: numbers(CANARY, 3), serving: numbers(SERVING, 12) });
    await runner.tickOnce();
    expect(statuses.at(-1)?.state).toBe('serving');
    expect(statuses.at(-1)?.summary).toContain('fewer than the 5 needed');
    measure({ canary: numbers(CANARY, 6), serving: numbers(SERVING, 24) });
    await runner.tickOnce();
    expect(serving()).toBe(canaryWarm);
    expect(settled).toEqual([{ section: 'products', buildId: CANARY, accepted: true }]);
    expect(statuses.at(-1)).toMatchObject({ state: 'promoted', evidence: { canary: { pages: 6 } } });
    expect(requests.has('products')).toBe(false);
    expect(logs.find((entry) => entry.msg === 'canary promoted')).toMatchObject({
      section: 'products',
      build: CANARY,
      servingBuild: SERVING,
      canaryNumbers: { pages: 6 },
      servingNumbers: { pages: 24 },
    });
    expect(runner.pick()).toBeUndefined();
  });

  it('on Kubernetes, a promotion moves nothing: the canary stops serving and the verdict names the tag to set', async () => {
    const { runner, requests, statuses, logs, settled, canaryWarm, serving, measure } = site({ promotion: 'advise' });
    const before = serving();
    await runner.tickOnce();
    measure({ canary: numbers(CANARY, 6), serving: numbers(SERVING, 24) });
    await runner.tickOnce();
    expect(serving()).toBe(before);
    expect(settled).toEqual([]);
    expect((canaryWarm.generation as FakeGeneration).retired).toBe(true);
    expect(requests.has('products')).toBe(false);
    expect(statuses.at(-1)?.state).toBe('promoted');
    expect(statuses.at(-1)?.summary).toContain(`set the section's image to ${CANARY} (powerai/section-products)`);
    expect(logs.find((entry) => entry.msg === 'canary promoted')?.summary).toContain(`image to ${CANARY}`);
    expect(runner.pick()).toBeUndefined();
  });

  it('rolls back a canary whose pages throw in the browser: it serves no more page and retires', async () => {
    const { runner, requests, statuses, logs, settled, canaryWarm, serving, measure, draw } = site();
    await runner.tickOnce();
    measure({ canary: numbers(CANARY, 5, 5), serving: numbers(SERVING, 20) });
    await runner.tickOnce();
    draw(0);
    expect(runner.pick()).toBeUndefined();
    expect((canaryWarm.generation as FakeGeneration).retired).toBe(true);
    expect(serving().generation.pins.products).toBe(SERVING);
    expect(settled).toEqual([]);
    expect(requests.has('products')).toBe(false);
    expect(statuses.at(-1)).toMatchObject({
      state: 'rolled back',
      reasons: [expect.stringContaining('browser errors 5 in 5 pages (100%)')],
    });
    expect(logs.find((entry) => entry.msg === 'canary rolled back')).toMatchObject({
      canaryNumbers: { browserErrors: 5 },
    });
  });

  it('records a build the gate refuses, and never serves it', async () => {
    const refusal = { check: 'server render' as const, reason: 'made to throw', route: '/pricing' };
    const { runner, requests, statuses } = site({ gate: { accepted: false, refusals: [refusal] } });
    await runner.tickOnce();
    expect(statuses.at(-1)).toMatchObject({
      state: 'refused',
      summary: 'refused by the release gate (server render): made to throw',
      refusals: [refusal],
    });
    expect(requests.has('products')).toBe(false);
    expect(runner.pick()).toBeUndefined();
  });

  it('ends a canary when the request is withdrawn (a release or rollback of the section)', async () => {
    const { runner, requests, statuses, canaryWarm } = site();
    await runner.tickOnce();
    requests.delete('products');
    await runner.tickOnce();
    expect(statuses.at(-1)).toMatchObject({ state: 'ended' });
    expect((canaryWarm.generation as FakeGeneration).retired).toBe(true);
    expect(runner.pick()).toBeUndefined();
  });

  it('refuses a canary with a bad setting, naming it', async () => {
    const { runner, requests, statuses } = site();
    requests.set('products', { ...(requests.get('products') as CanaryRequest), settings: { 'min-pages': 'ten' } });
    await runner.tickOnce();
    expect(statuses.at(-1)).toMatchObject({
      state: 'refused',
      summary: expect.stringContaining('min-pages must be a number'),
    });
  });
});
