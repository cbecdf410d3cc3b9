import type { BuildEvidence, CanaryEvidence } from '@site/contracts/release-files';
import { canaryPolicy, DEFAULT_CANARY_POLICY } from '@site/contracts/release-files';
import { describeVerdict, judgeCanary } from './judge-canary';

const MINUTE = 60_000;
const LONG_ENOUGH = 31 * MINUTE;

function build(name: string, numbers: Partial<Omit<BuildEvidence, 'section' | 'build'>> = {}): BuildEvidence {
  return {
    section: 'products',
    build: name,
    pages: 0,
    renderErrors: 0,
    browserErrors: 0,
    vitals: { samples: 0 },
    ...numbers,
  };
}

function evidence(canary: Partial<BuildEvidence>, serving: Partial<BuildEvidence>): CanaryEvidence {
  return { canary: build('canary1', canary), serving: build('serving1', serving) };
}

const policy = canaryPolicy();

describe('judgeCanary: rolling back', () => {
  it('rolls back a canary whose pages throw in browsers, naming both shares', () => {
    const verdict = judgeCanary(evidence({ pages: 10, browserErrors: 9 }, { pages: 41 }), policy, MINUTE);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual(['browser errors 9 in 10 pages (90%) against 0 in 41 (0%)']);
  });

  it('rolls back a canary whose parts fail on the server', () => {
    const verdict = judgeCanary(
      evidence({ pages: 40, renderErrors: 8 }, { pages: 400, renderErrors: 2 }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual(['render errors 8 in 40 pages (20%) against 2 in 400 (0.5%)']);
  });

  it('names every way the canary is worse', () => {
    const verdict = judgeCanary(
      evidence({ pages: 20, renderErrors: 20, browserErrors: 26 }, { pages: 100 }),
      policy,
      MINUTE,
    );
    expect(verdict.reasons).toEqual([
      'render errors 20 in 20 pages (100%) against 0 in 100 (0%)',
      'browser errors 26 in 20 pages (130%) against 0 in 100 (0%)',
    ]);
  });

  it('does not blame the canary for errors the serving build has as often', () => {
    const verdict = judgeCanary(
      evidence({ pages: 60, browserErrors: 12 }, { pages: 600, browserErrors: 108 }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('promote');
    expect(verdict.reasons).toContain('browser errors 12 in 60 pages (20%) against 108 in 600 (18%)');
  });

  it('rolls back a canary much worse than a serving build that errs too', () => {
    const verdict = judgeCanary(
      evidence({ pages: 60, browserErrors: 30 }, { pages: 600, browserErrors: 108 }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('rollback');
  });

  it('needs the increase to pass the threshold: 5 points more is not worse, 6 is', () => {
    const at = (canaryErrors: number) =>
      judgeCanary(evidence({ pages: 100, browserErrors: canaryErrors }, { pages: 100, browserErrors: 5 }), policy, 0)
        .decision;
    expect(at(10)).toBe('wait');
    expect(at(11)).toBe('rollback');
  });

  it('needs the least count of errors: 2 in 10 pages is no verdict, 3 is', () => {
    const at = (canaryErrors: number) =>
      judgeCanary(evidence({ pages: 10, browserErrors: canaryErrors }, { pages: 50 }), policy, 0).decision;
    expect(at(2)).toBe('wait');
    expect(at(3)).toBe('rollback');
  });

  it('judges nothing on fewer than the least pages, however bad they look', () => {
    const verdict = judgeCanary(evidence({ pages: 9, browserErrors: 9, renderErrors: 9 }, { pages: 500 }), policy, 0);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons).toEqual(['the canary sent 9 pages, fewer than the 10 needed to judge']);
  });

  it('with no serving pages to compare, still rolls back a canary that errs, against none expected', () => {
    const verdict = judgeCanary(evidence({ pages: 10, browserErrors: 4 }, { pages: 0 }), policy, LONG_ENOUGH);
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual(['browser errors 4 in 10 pages (40%) against none expected']);
  });
});

describe('judgeCanary: vitals', () => {
  const clean = { pages: 200 };
  const vitals = (lcpP75Ms: number, inpP75Ms: number, clsP75: number, samples = 40) => ({
    vitals: { lcpP75Ms, inpP75Ms, clsP75, samples },
  });

  it('rolls back a canary whose p75 LCP is 20 % and 250 ms slower', () => {
    const verdict = judgeCanary(
      evidence({ ...clean, ...vitals(3000, 100, 0.01) }, { ...clean, ...vitals(2000, 100, 0.01) }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual(['LCP p75 3000 ms against 2000 ms (40 and 40 samples)']);
  });

  it('does not count a slower LCP of fewer milliseconds than the policy minimum', () => {
    const verdict = judgeCanary(
      evidence({ ...clean, ...vitals(400, 100, 0.01) }, { ...clean, ...vitals(200, 100, 0.01) }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('promote');
  });

  it('rolls back on a slower p75 INP and more layout shift', () => {
    const verdict = judgeCanary(
      evidence({ ...clean, ...vitals(2000, 320, 0.17) }, { ...clean, ...vitals(2000, 180, 0.1) }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('rollback');
    expect(verdict.reasons).toEqual([
      'INP p75 320 ms against 180 ms (40 and 40 samples)',
      'CLS p75 0.17 against 0.1 (40 and 40 samples)',
    ]);
  });

  it('does not compare vitals with too few samples on either side, and says so', () => {
    const verdict = judgeCanary(
      evidence({ ...clean, ...vitals(9000, 900, 0.9, 19) }, { ...clean, ...vitals(2000, 100, 0.01, 400) }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('promote');
    expect(verdict.reasons).toContain('vitals not compared: 19 and 400 samples, fewer than 20 a side');
  });

  it('compares each vital with enough samples of its own, and names the ones it could not', () => {
    const counted = (lcpP75Ms: number, inpP75Ms: number) => ({
      pages: 200,
      vitals: { lcpP75Ms, inpP75Ms, clsP75: 0, samples: 50, sampleCounts: { lcp: 50, inp: 5, cls: 50 } },
    });
    const verdict = judgeCanary(evidence(counted(2100, 900), counted(2000, 100)), policy, LONG_ENOUGH);
    expect(verdict.decision).toBe('promote');
    expect(verdict.reasons).toContain('LCP p75 2100 ms against 2000 ms (50 and 50 samples)');
    expect(verdict.reasons).toContain('not compared, fewer than 20 samples a side: INP 5 and 5 samples');
  });

  it('leaves out a vital one side did not report', () => {
    const verdict = judgeCanary(
      evidence({ ...clean, vitals: { lcpP75Ms: 9000, samples: 30 } }, { ...clean, vitals: { samples: 30 } }),
      policy,
      LONG_ENOUGH,
    );
    expect(verdict.decision).toBe('promote');
    expect(verdict.reasons.join(' ')).not.toContain('LCP');
  });
});

describe('judgeCanary: promoting and waiting', () => {
  const healthy = evidence({ pages: 60, browserErrors: 1 }, { pages: 500, browserErrors: 3 });

  it('promotes a canary no worse after the policy pages and minutes, with the numbers', () => {
    const verdict = judgeCanary(healthy, policy, LONG_ENOUGH);
    expect(verdict.decision).toBe('promote');
    expect(verdict.reasons).toEqual([
      'not worse after 60 pages in 31 min (promotes after 50 pages and 30 min)',
      'render errors 0 in 60 pages (0%) against 0 in 500 (0%)',
      'browser errors 1 in 60 pages (1.7%) against 3 in 500 (0.6%)',
      'vitals not compared: 0 and 0 samples, fewer than 20 a side',
    ]);
  });

  it('waits for the minutes when pages alone are not enough', () => {
    const verdict = judgeCanary(healthy, policy, 12 * MINUTE);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons[0]).toBe('promotes after 50 pages and 30 min: 60 pages in 12 min so far');
  });

  it('waits for the pages when minutes alone are not enough', () => {
    const verdict = judgeCanary(evidence({ pages: 49 }, { pages: 500 }), policy, 3 * 60 * MINUTE);
    expect(verdict.decision).toBe('wait');
  });

  it('promotes on either condition when the policy says any', () => {
    const any = canaryPolicy({ promoteWhen: 'any' });
    expect(judgeCanary(healthy, any, 12 * MINUTE).decision).toBe('promote');
    expect(judgeCanary(evidence({ pages: 20 }, { pages: 500 }), any, LONG_ENOUGH).decision).toBe('promote');
    expect(judgeCanary(evidence({ pages: 20 }, { pages: 500 }), any, 12 * MINUTE).decision).toBe('wait');
  });

  it('promotes once the least pages are reached when neither pages nor minutes are set', () => {
    const now = canaryPolicy({ promoteAfterPages: 0, promoteAfterMinutes: 0 });
    expect(judgeCanary(evidence({ pages: 10 }, { pages: 10 }), now, 0).decision).toBe('promote');
  });

  it('never promotes without serving pages to compare with', () => {
    const verdict = judgeCanary(evidence({ pages: 80 }, { pages: 3 }), policy, LONG_ENOUGH);
    expect(verdict.decision).toBe('wait');
    expect(verdict.reasons[0]).toBe('the serving build sent 3 pages, fewer than the 10 needed to compare with');
  });

  it('waits, naming why, when the numbers could not be read', () => {
    const verdict = judgeCanary(
      { ...evidence({ pages: 80, browserErrors: 80 }, { pages: 800 }), unavailable: 'Prometheus answered 503' },
      policy,
      LONG_ENOUGH,
    );
    expect(verdict).toMatchObject({ decision: 'wait', reasons: ['no numbers to judge: Prometheus answered 503'] });
  });

  it('waits with no pages on either side', () => {
    expect(judgeCanary(evidence({}, {}), policy, LONG_ENOUGH).decision).toBe('wait');
  });

  it('follows the thresholds it is given', () => {
    const few = evidence({ pages: 5, browserErrors: 2 }, { pages: 50 });
    expect(judgeCanary(few, policy, 0).decision).toBe('wait');
    const strict = canaryPolicy({ minPages: 5, minErrorsToRollback: 1, maxErrorRateIncreasePoints: 1 });
    expect(judgeCanary(few, strict, 0).decision).toBe('rollback');
  });
});

describe('describeVerdict', () => {
  it('says the section, both builds, the decision and the numbers on one line', () => {
    const verdict = judgeCanary(evidence({ pages: 10, browserErrors: 9 }, { pages: 41 }), DEFAULT_CANARY_POLICY, 0);
    expect(describeVerdict(verdict)).toBe(
      'products canary canary1 against serving1: roll back: browser errors 9 in 10 pages (90%) against 0 in 41 (0%)',
    );
  });
});
