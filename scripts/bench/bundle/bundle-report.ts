import { verdict } from '../support/budget';
import { kb, printTable } from '../support/table';
import { attributeFile, type BuiltFile } from './attribute-bytes';
import { originOf } from './built-files';
import type { RouteLoad } from './measure-route-js';

export const RATIO_BUDGET = 1.15;
const FEDERATION_RUNTIME = '@module-federation/* (federation runtime)';
const TOP_PACKAGES = 12;
/** Below this, a package's share of an origin is rounding noise of the source-map estimate. */
const MIN_DUPLICATE_BYTES = 200;

export interface RouteComparison {
  composed: RouteLoad;
  monolith: RouteLoad;
}

type Locate = (url: string) => BuiltFile | undefined;

const sumGzip = (files: RouteLoad['files']) => files.reduce((sum, file) => sum + file.gzipBytes, 0);
const gzipTotal = (load: RouteLoad) => sumGzip(load.files);

function perPackage(load: RouteLoad, locate: Locate): Map<string, number> {
  const totals = new Map<string, number>();
  for (const file of load.files) {
    for (const [label, bytes] of attributeFile(file, locate(file.url)))
      totals.set(label, (totals.get(label) ?? 0) + bytes);
  }
  return totals;
}

export function printSummary(comparisons: readonly RouteComparison[]): void {
  printTable(
    [
      'route',
      'composed KB',
      'monolith KB',
      'composed ÷ monolith',
      `budget ≤ ${RATIO_BUDGET}`,
      'JS files (composed / monolith)',
    ],
    comparisons.map(({ composed, monolith }) => {
      const ratio = gzipTotal(composed) / gzipTotal(monolith);
      return [
        composed.route,
        kb(gzipTotal(composed)),
        kb(gzipTotal(monolith)),
        ratio.toFixed(2),
        verdict(ratio <= RATIO_BUDGET),
        `${composed.files.length} / ${monolith.files.length}`,
      ];
    }),
  );
}

/**
 * What a phone downloads on the server-rendered site before its first screen is interactive (the
 * page as loaded, not scrolled) and once scrolled to the end, beside the browser-rendered site and
 * the monolith, which download everything up front.
 */
/** The budgets for a server-rendered page with islands (gzip KB of JavaScript, KB of HTML). */
const SERVED_BUDGETS: Record<string, { beforeLoadKb?: number; untilInteractionKb?: number; htmlKb?: number }> = {
  '/': { beforeLoadKb: 60, htmlKb: 120 },
  '/risk-manager': { untilInteractionKb: 40 },
};

function servedVerdict(load: RouteLoad): string {
  const budget = SERVED_BUDGETS[load.route];
  if (!budget) return '';
  const within =
    (budget.beforeLoadKb === undefined || sumGzip(load.filesBeforeLoad) / 1024 <= budget.beforeLoadKb) &&
    (budget.untilInteractionKb === undefined || sumGzip(load.files) / 1024 <= budget.untilInteractionKb) &&
    (budget.htmlKb === undefined || load.htmlBytes / 1024 <= budget.htmlKb);
  return verdict(within);
}

export function printServerRendered(comparisons: readonly RouteComparison[], served: readonly RouteLoad[]): void {
  printTable(
    [
      'route',
      'HTML KB',
      'JS before load KB',
      'JS until interaction KB',
      'JS scrolled to end KB',
      'browser-rendered KB',
      'monolith KB',
      'budgets',
    ],
    served.map((load) => {
      const comparison = comparisons.find(({ composed }) => composed.route === load.route);
      return [
        load.route,
        kb(load.htmlBytes),
        kb(sumGzip(load.filesBeforeLoad)),
        kb(sumGzip(load.files)),
        kb(sumGzip(load.files) + sumGzip(load.filesAfterScroll)),
        comparison ? kb(gzipTotal(comparison.composed)) : '-',
        comparison ? kb(gzipTotal(comparison.monolith)) : '-',
        servedVerdict(load),
      ];
    }),
  );
  console.log(
    'budgets (as served): on / JavaScript before the load event ≤ 60 KB gzip and HTML ≤ 120 KB; on a product page JavaScript until the first interaction ≤ 40 KB gzip',
  );
}

/** Which packages the gzip bytes of a route are made of, composed next to monolith (estimated from source maps). */
export function printContributors(comparison: RouteComparison, locateComposed: Locate, locateMonolith: Locate): void {
  const composed = perPackage(comparison.composed, locateComposed);
  const monolith = perPackage(comparison.monolith, locateMonolith);
  const labels = [...new Set([...composed.keys(), ...monolith.keys()])].sort(
    (a, b) => (composed.get(b) ?? 0) - (composed.get(a) ?? 0),
  );
  const row = (label: string, a: number, b: number) => [label, kb(a), kb(b), `${a - b >= 0 ? '+' : ''}${kb(a - b)}`];
  const rest = labels.slice(TOP_PACKAGES);
  const sum = (totals: Map<string, number>) => rest.reduce((total, label) => total + (totals.get(label) ?? 0), 0);
  console.log(`\n${comparison.composed.route}: gzip KB by package (estimated from the source maps)`);
  printTable(
    ['package', 'composed', 'monolith', 'composed extra'],
    [
      ...labels.slice(0, TOP_PACKAGES).map((label) => row(label, composed.get(label) ?? 0, monolith.get(label) ?? 0)),
      ...(rest.length > 0 ? [row(`(${rest.length} others)`, sum(composed), sum(monolith))] : []),
    ],
  );
}

/**
 * The composed route's files by origin, with the federation runtime each origin ships, and the
 * packages more than one origin ships (each origin downloads its own copy).
 */
export function printComposedOrigins(load: RouteLoad, locate: Locate): void {
  const origins = new Map<string, { files: number; bytes: number; packages: Map<string, number> }>();
  for (const file of load.files) {
    const origin = originOf(file.url);
    const entry = origins.get(origin) ?? { files: 0, bytes: 0, packages: new Map<string, number>() };
    entry.files += 1;
    entry.bytes += file.gzipBytes;
    for (const [label, bytes] of attributeFile(file, locate(file.url))) {
      entry.packages.set(label, (entry.packages.get(label) ?? 0) + bytes);
    }
    origins.set(origin, entry);
  }
  console.log(`\n${load.route} composed: gzip KB by origin`);
  printTable(
    ['origin', 'files', 'gzip KB', 'federation runtime KB'],
    [...origins].map(([origin, { files, bytes, packages }]) => [
      origin,
      String(files),
      kb(bytes),
      kb(packages.get(FEDERATION_RUNTIME) ?? 0),
    ]),
  );
  const shippedBy = new Map<string, string[]>();
  for (const [origin, { packages }] of origins) {
    for (const [label, bytes] of packages) {
      if (!label.startsWith('(') && bytes >= MIN_DUPLICATE_BYTES)
        shippedBy.set(label, [...(shippedBy.get(label) ?? []), `${origin} ${kb(bytes)}`]);
    }
  }
  const duplicated = [...shippedBy].filter(([, where]) => where.length > 1);
  if (duplicated.length > 0) {
    console.log(`${load.route} composed: packages shipped by more than one origin (KB each)`);
    for (const [label, where] of duplicated) console.log(`  ${label}: ${where.join(', ')}`);
  }
}
