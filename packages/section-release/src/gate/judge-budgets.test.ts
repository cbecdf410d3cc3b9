import { parseBudgets } from './budgets-file';
import { judgeBudgets, judgeNumber, type RouteMeasures } from './judge-budgets';

const ROUTE = {
  route: '/demo',
  htmlGzip: 20_000,
  cssGzip: 10_000,
  sectionJsAtLoadGzip: 0,
  sectionJsUntilInteractiveGzip: 0,
  renderCpuMs: 20,
  tbtMs: 300,
  lcpMs: 1500,
  cls: 0.1,
};

const budgets = parseBudgets(
  {
    routes: [ROUTE],
    islands: { DemoForm: { jsAtLoadGzip: 0, jsOnInteractionGzip: 60_000 } },
    growthExceptions: [
      { measure: 'CSS (gzip)', route: '/demo', allowedGrowth: 0.5, reason: 'the new theme switcher ships its styles' },
    ],
  },
  'budgets.json',
);

function measures(overrides: Partial<RouteMeasures> = {}): RouteMeasures {
  const base = {
    route: '/demo',
    htmlGzip: 13_000,
    cssGzip: 9_000,
    sectionJsAtLoadGzip: 0,
    sectionJsUntilInteractiveGzip: 0,
    renderCpuMs: 5,
    tbtMs: 40,
    lcpMs: 500,
    cls: 0,
    axe: { light: [], dark: [] },
    islands: {},
    ...overrides,
  };
  const same = (value: number | null) => ({ best: value ?? 0, worst: value ?? 0 });
  return {
    ...base,
    spread: overrides.spread ?? {
      renderCpuMs: same(base.renderCpuMs),
      tbtMs: same(base.tbtMs),
      lcpMs: same(base.lcpMs),
      cls: same(base.cls),
    },
  };
}

const build = (overrides: Partial<RouteMeasures> = {}, wake = 40_000) => ({
  routes: [measures(overrides)],
  islandWake: { DemoForm: wake },
});

describe('judgeBudgets', () => {
  it('passes every number of a candidate like the serving build', () => {
    const rows = judgeBudgets(budgets, build(), build());
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'PASS'));
    // 8 route numbers, axe light and dark, an island's two.
    expect(rows).toHaveLength(12);
  });

  it('names an island grown past 10 % with both numbers, though under its budget', () => {
    const rows = judgeBudgets(budgets, build(), build({}, 50_000));
    const over = rows.filter((row) => row.status === 'OVER');
    expect(over).toEqual([
      expect.objectContaining({
        measure: 'island JS on first interaction (gzip)',
        island: 'DemoForm',
        serving: 40_000,
        candidate: 50_000,
        budget: 60_000,
        reason: 'grew 25 % over the serving build (39.1 KB → 48.8 KB; allowed 10 %)',
      }),
    ]);
  });

  it('refuses a number over its budget even when the serving build was over it too', () => {
    const rows = judgeBudgets(budgets, build({ tbtMs: 320 }), build({ tbtMs: 330 }));
    expect(rows.find((row) => row.measure === 'TBT')).toMatchObject({
      status: 'OVER',
      reason: '330 ms is over its budget of 300 ms',
    });
  });

  it('takes growth within the lab’s noise floor as no change (a 60 ms TBT step from 40 ms)', () => {
    const rows = judgeBudgets(budgets, build(), build({ tbtMs: 100 }));
    expect(rows.find((row) => row.measure === 'TBT')?.status).toBe('PASS');
  });

  it('counts a lab timing as grown only when every load of the candidate is past the serving build’s worst', () => {
    const spike = measures({ tbtMs: 390 }).spread;
    // One load of the candidate spiked (median 390 ms), another was like the serving build's.
    const spiked = build({ tbtMs: 250, spread: { ...spike, tbtMs: { best: 40, worst: 460 } } });
    expect(judgeBudgets(budgets, build({ tbtMs: 40 }), spiked).find((row) => row.measure === 'TBT')).toMatchObject({
      status: 'PASS',
      serving: 40,
      candidate: 250,
    });
    const slower = build({ tbtMs: 280, spread: { ...spike, tbtMs: { best: 270, worst: 290 } } });
    expect(judgeBudgets(budgets, build({ tbtMs: 40 }), slower).find((row) => row.measure === 'TBT')).toMatchObject({
      status: 'OVER',
      reason:
        "grew 575 % in every load (the candidate's best 270 ms against the serving build's worst 40 ms; allowed 10 %)",
    });
  });

  it('allows the growth a reviewed exception names, with its reason', () => {
    const rows = judgeBudgets(budgets, build({ cssGzip: 6_000 }), build({ cssGzip: 8_500 }));
    expect(rows.find((row) => row.measure === 'CSS (gzip)')).toMatchObject({ status: 'PASS', allowedGrowth: 0.5 });
  });

  it('refuses any serious or critical axe finding, naming the rule and the element, per scheme', () => {
    const rows = judgeBudgets(budgets, build(), build({ axe: { light: ['label: #demo-company'], dark: [] } }));
    expect(rows.filter((row) => row.status === 'OVER')).toEqual([
      expect.objectContaining({
        measure: 'axe serious+critical',
        scheme: 'light',
        candidate: 1,
        reason: 'label: #demo-company',
      }),
    ]);
  });

  it('refuses an island the budgets file does not know', () => {
    const candidate = { routes: [measures()], islandWake: { DemoForm: 40_000, NewIsland: 1_000 } };
    const rows = judgeBudgets(budgets, build(), candidate);
    expect(rows.find((row) => row.island === 'NewIsland')).toMatchObject({
      status: 'OVER',
      reason: 'island NewIsland has no budget in budgets.json (add one, reviewed like code)',
    });
  });
});

describe('judgeNumber', () => {
  it('counts growth from nothing as growth once past the noise floor', () => {
    const row = judgeNumber(budgets, {
      measure: 'section JS at load (gzip)',
      route: '/demo',
      unit: 'bytes',
      serving: 0,
      candidate: 30_000,
      budget: null,
      noiseFloor: 256,
    });
    expect(row).toMatchObject({
      status: 'OVER',
      reason: 'grew from 0 over the serving build (0.0 KB → 29.3 KB; allowed 10 %)',
    });
  });
});

describe('parseBudgets', () => {
  it('names every wrong field at once', () => {
    expect(() =>
      parseBudgets(
        {
          allowedGrowth: 0.5,
          routes: [{ route: '/developer/:id?', htmlGzip: 1 }],
          growthExceptions: [{ measure: 'TBT', allowedGrowth: 1 }],
        },
        'mf-x/budgets.json',
      ),
    ).toThrow(
      /allowedGrowth: a fraction up to 0.1[\s\S]*growthExceptions\[0\]\.reason[\s\S]*routes\[0\]\.linkedFrom[\s\S]*routes\[0\]\.cssGzip/,
    );
  });
});
