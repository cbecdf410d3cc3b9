import type { BudgetRow } from '@site/contracts/release-files';
import type { RouteBudgets, SectionBudgets } from './budgets-file';
import type { PageLoad } from './measure-load';

/** One build's numbers on one route, from its loads in the run. */
export interface RouteMeasures {
  route: string;
  htmlGzip: number;
  cssGzip: number;
  sectionJsAtLoadGzip: number;
  sectionJsUntilInteractiveGzip: number;
  renderCpuMs: number | null;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  axe: { light: string[]; dark: string[] };
  /** Each island of the section on the page: the gzip bytes of its files (its manifest's sync files) downloaded. */
  islands: Record<string, { atLoad: number; untilInteractive: number }>;
  /** The lab timings' best and worst load: a growth counts only when every load of the candidate shows it. */
  spread: Record<LabTiming, { best: number; worst: number }>;
}

type LabTiming = 'renderCpuMs' | 'tbtMs' | 'lcpMs' | 'cls';

function spreadOf(values: readonly number[]): { best: number; worst: number } {
  return { best: Math.min(...values), worst: Math.max(...values) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A build's numbers on a route from its loads: sizes from the first (a cold load sends the same
 * files each time), vitals and renderer CPU the median of all, axe from the light and dark loads.
 * `sectionPrefix` is `/remotes/<section>/<build>/`; `islandFiles` each island's files in it.
 */
export function routeMeasures(
  route: string,
  loads: readonly { scheme: 'light' | 'dark'; load: PageLoad }[],
  sectionPrefix: string,
  islandFiles: Record<string, readonly string[]>,
): RouteMeasures {
  const first = loads[0]?.load;
  if (!first) throw new Error(`no load of ${route}`);
  const sectionJs = first.js.filter((file) => file.path.startsWith(sectionPrefix));
  const islands: RouteMeasures['islands'] = {};
  for (const [island, files] of Object.entries(islandFiles)) {
    const own = sectionJs.filter((file) => files.includes(file.path.slice(sectionPrefix.length)));
    if (own.length === 0) continue;
    islands[island] = {
      atLoad: sum(own.filter((file) => file.beforeLoad).map((file) => file.gzipBytes)),
      untilInteractive: sum(own.map((file) => file.gzipBytes)),
    };
  }
  const cpu = loads.map(({ load }) => load.renderCpuMs).filter((ms): ms is number => ms !== undefined);
  const axeOf = (scheme: 'light' | 'dark') =>
    loads.find((entry) => entry.scheme === scheme && entry.load.axe)?.load.axe ?? [];
  return {
    route,
    htmlGzip: first.htmlGzip,
    cssGzip: sum(first.css.map((file) => file.gzipBytes)),
    sectionJsAtLoadGzip: sum(sectionJs.filter((file) => file.beforeLoad).map((file) => file.gzipBytes)),
    sectionJsUntilInteractiveGzip: sum(sectionJs.map((file) => file.gzipBytes)),
    renderCpuMs: cpu.length > 0 ? Math.round(median(cpu) * 10) / 10 : null,
    tbtMs: Math.round(median(loads.map(({ load }) => load.tbtMs))),
    lcpMs: Math.round(median(loads.map(({ load }) => load.lcpMs))),
    cls: Math.round(median(loads.map(({ load }) => load.cls)) * 1000) / 1000,
    axe: { light: axeOf('light'), dark: axeOf('dark') },
    islands,
    spread: {
      renderCpuMs: spreadOf(cpu.length > 0 ? cpu : [0]),
      tbtMs: spreadOf(loads.map(({ load }) => load.tbtMs)),
      lcpMs: spreadOf(loads.map(({ load }) => load.lcpMs)),
      cls: spreadOf(loads.map(({ load }) => load.cls)),
    },
  };
}

/** The numbers a route has both in its measures and in its budgets. */
type NumberKey = Exclude<keyof RouteBudgets & keyof RouteMeasures, 'route'>;

interface Comparison {
  measure: string;
  route?: string;
  island?: string;
  unit: BudgetRow['unit'];
  serving: number | null;
  candidate: number;
  budget: number | null;
  noiseFloor: number;
  /**
   * For a lab timing: the serving build's worst load and the candidate's best. The growth rule
   * compares these, so a spike in one load of a busy machine is not a change, while a change that
   * shows in every load is (the numbers shown and budgeted stay the medians).
   */
  growthBasis?: { serving: number; candidate: number };
}

function allowedGrowthFor(budgets: SectionBudgets, comparison: Comparison): number {
  const exception = budgets.growthExceptions.find(
    (entry) =>
      entry.measure === comparison.measure &&
      (entry.route === undefined || entry.route === comparison.route) &&
      (entry.island === undefined || entry.island === comparison.island),
  );
  return exception?.allowedGrowth ?? budgets.allowedGrowth;
}

const format = (value: number, unit: BudgetRow['unit']) =>
  unit === 'bytes' ? `${(value / 1024).toFixed(1)} KB` : unit === 'ms' ? `${Math.round(value)} ms` : String(value);

/** The row of one number: OVER its budget, or grown past the allowed share and the lab's noise. */
export function judgeNumber(budgets: SectionBudgets, comparison: Comparison): BudgetRow {
  const { noiseFloor, growthBasis, ...shown } = comparison;
  const allowedGrowth = allowedGrowthFor(budgets, comparison);
  const { serving, candidate, budget, unit } = comparison;
  const reasons: string[] = [];
  if (budget !== null && candidate > budget) {
    reasons.push(`${format(candidate, unit)} is over its budget of ${format(budget, unit)}`);
  }
  const basis = growthBasis ?? (serving === null ? undefined : { serving, candidate });
  if (
    serving !== null &&
    basis &&
    basis.candidate > basis.serving * (1 + allowedGrowth) &&
    basis.candidate - basis.serving > noiseFloor
  ) {
    const growth =
      basis.serving > 0 ? `${Math.round(((basis.candidate - basis.serving) / basis.serving) * 100)} %` : 'from 0';
    const allowed = `allowed ${Math.round(allowedGrowth * 100)} %`;
    reasons.push(
      growthBasis
        ? `grew ${growth} in every load (the candidate's best ${format(basis.candidate, unit)} against the serving build's worst ${format(basis.serving, unit)}; ${allowed})`
        : `grew ${growth} over the serving build (${format(basis.serving, unit)} → ${format(basis.candidate, unit)}; ${allowed})`,
    );
  }
  return {
    ...shown,
    allowedGrowth,
    status: reasons.length > 0 ? 'OVER' : 'PASS',
    ...(reasons.length > 0 ? { reason: reasons.join('; ') } : {}),
  };
}

function isLabTiming(key: string): key is LabTiming {
  return key === 'renderCpuMs' || key === 'tbtMs' || key === 'lcpMs' || key === 'cls';
}

/** Every number of the run, serving beside candidate, judged against the section's budgets. */
export function judgeBudgets(
  budgets: SectionBudgets,
  servingBuild: { routes: readonly RouteMeasures[]; islandWake: Record<string, number> },
  candidateBuild: { routes: readonly RouteMeasures[]; islandWake: Record<string, number> },
): BudgetRow[] {
  const serving = servingBuild.routes;
  const candidate = candidateBuild.routes;
  const rows: BudgetRow[] = [];
  const floors = budgets.noiseFloors;
  for (const measured of candidate) {
    const before = serving.find((entry) => entry.route === measured.route);
    const budget = budgets.routes.find((entry) => entry.route === measured.route);
    const route = measured.route;
    const number = (measure: string, unit: BudgetRow['unit'], key: NumberKey, floor: number) => {
      const value = measured[key];
      if (value === null) return; // The site did not say (an older site server without Server-Timing).
      rows.push(
        judgeNumber(budgets, {
          measure,
          route,
          unit,
          serving: before?.[key] ?? null,
          candidate: value,
          budget: budget?.[key] ?? null,
          noiseFloor: floor,
          ...(before && isLabTiming(key)
            ? { growthBasis: { serving: before.spread[key].worst, candidate: measured.spread[key].best } }
            : {}),
        }),
      );
    };
    number('HTML (gzip)', 'bytes', 'htmlGzip', floors.bytes);
    number('CSS (gzip)', 'bytes', 'cssGzip', floors.bytes);
    number('section JS at load (gzip)', 'bytes', 'sectionJsAtLoadGzip', floors.bytes);
    number('section JS until interactive (gzip)', 'bytes', 'sectionJsUntilInteractiveGzip', floors.bytes);
    number('renderer CPU', 'ms', 'renderCpuMs', floors.renderCpuMs);
    number('TBT', 'ms', 'tbtMs', floors.tbtMs);
    number('LCP after first byte', 'ms', 'lcpMs', floors.lcpMs);
    number('CLS', 'score', 'cls', floors.cls);
    for (const scheme of ['light', 'dark'] as const) {
      const findings = measured.axe[scheme];
      rows.push({
        measure: 'axe serious+critical',
        route,
        scheme,
        unit: 'findings',
        serving: before ? before.axe[scheme].length : null,
        candidate: findings.length,
        budget: 0,
        allowedGrowth: 0,
        status: findings.length > 0 ? 'OVER' : 'PASS',
        ...(findings.length > 0 ? { reason: findings.join('; ') } : {}),
      });
    }
  }
  rows.push(...judgeIslands(budgets, servingBuild, candidateBuild));
  return rows;
}

/**
 * Each island's bytes: at load, the most any measured route downloads of it before its load event;
 * on its first interaction, what waking it downloads (its files and the section's entry).
 */
function islandTotals(build: {
  routes: readonly RouteMeasures[];
  islandWake: Record<string, number>;
}): Map<string, { atLoad: number; onInteraction: number }> {
  const totals = new Map<string, { atLoad: number; onInteraction: number }>();
  for (const [island, bytes] of Object.entries(build.islandWake))
    totals.set(island, { atLoad: 0, onInteraction: bytes });
  for (const measured of build.routes) {
    for (const [island, bytes] of Object.entries(measured.islands)) {
      const known = totals.get(island) ?? { atLoad: 0, onInteraction: 0 };
      totals.set(island, { ...known, atLoad: Math.max(known.atLoad, bytes.atLoad) });
    }
  }
  return totals;
}

function judgeIslands(
  budgets: SectionBudgets,
  serving: { routes: readonly RouteMeasures[]; islandWake: Record<string, number> },
  candidate: { routes: readonly RouteMeasures[]; islandWake: Record<string, number> },
): BudgetRow[] {
  const before = islandTotals(serving);
  const rows: BudgetRow[] = [];
  for (const [island, bytes] of islandTotals(candidate)) {
    const budget = budgets.islands[island];
    for (const [measure, key, ceiling] of [
      ['island JS at load (gzip)', 'atLoad', budget?.jsAtLoadGzip],
      ['island JS on first interaction (gzip)', 'onInteraction', budget?.jsOnInteractionGzip],
    ] as const) {
      const row = judgeNumber(budgets, {
        measure,
        island,
        unit: 'bytes',
        serving: before.get(island)?.[key] ?? null,
        candidate: bytes[key],
        budget: ceiling ?? null,
        noiseFloor: budgets.noiseFloors.bytes,
      });
      rows.push(
        budget
          ? row
          : {
              ...row,
              status: 'OVER',
              reason: `island ${island} has no budget in budgets.json (add one, reviewed like code)`,
            },
      );
    }
  }
  return rows;
}
