import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A route's budgets: each a ceiling the candidate's number must stay under (bytes are gzip -9). */
export interface RouteBudgets {
  /** The route as the site map names it (`/developer/:id?`). */
  route: string;
  /** The address measured, when the route has a parameter... */
  path?: string;
  /** ...or the page whose first link to the route is measured (the data's ids differ per database). */
  linkedFrom?: string;
  htmlGzip: number;
  cssGzip: number;
  sectionJsAtLoadGzip: number;
  sectionJsUntilInteractiveGzip: number;
  renderCpuMs: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

export interface IslandBudgets {
  jsAtLoadGzip: number;
  /** What waking it downloads (its first interaction): its files and the section's entry. */
  jsOnInteractionGzip: number;
}

/** More growth than the default for one measure, with the reason a reviewer accepted. */
export interface GrowthException {
  measure: string;
  route?: string;
  island?: string;
  allowedGrowth: number;
  reason: string;
}

/** `mf-<section>/budgets.json`, reviewed like code. */
export interface SectionBudgets {
  /** Growth over the serving build allowed for every measure: 0.1 (10 %) unless a reason is given below. */
  allowedGrowth: number;
  growthExceptions: GrowthException[];
  /** Loads of each route per build; the lab vitals are their median. The first two run axe (light, dark). */
  labLoads: number;
  cpuThrottling: number;
  /** Below these differences a growth is noise of the lab, not a change (docs/decisions/release-budgets.md). */
  noiseFloors: { bytes: number; renderCpuMs: number; tbtMs: number; lcpMs: number; cls: number };
  routes: RouteBudgets[];
  islands: Record<string, IslandBudgets>;
}

export const DEFAULT_ALLOWED_GROWTH = 0.1;

const DEFAULT_NOISE_FLOORS: SectionBudgets['noiseFloors'] = {
  bytes: 256,
  renderCpuMs: 20,
  tbtMs: 200,
  lcpMs: 800,
  cls: 0.05,
};

const ROUTE_NUMBERS = [
  'htmlGzip',
  'cssGzip',
  'sectionJsAtLoadGzip',
  'sectionJsUntilInteractiveGzip',
  'renderCpuMs',
  'tbtMs',
  'lcpMs',
  'cls',
] as const;

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Every field that is wrong, named, so a reviewer fixes the file in one go. */
export function parseBudgets(raw: unknown, file: string): SectionBudgets {
  const problems: string[] = [];
  const source = (raw ?? {}) as Record<string, unknown>;
  const allowedGrowth = source.allowedGrowth ?? DEFAULT_ALLOWED_GROWTH;
  if (!isNumber(allowedGrowth) || allowedGrowth > DEFAULT_ALLOWED_GROWTH) {
    problems.push(
      `allowedGrowth: a fraction up to ${DEFAULT_ALLOWED_GROWTH} (more needs a growthExceptions entry with a reason)`,
    );
  }
  const exceptions = (source.growthExceptions ?? []) as GrowthException[];
  if (!Array.isArray(exceptions)) problems.push('growthExceptions: a list');
  else
    exceptions.forEach((exception, at) => {
      if (typeof exception.measure !== 'string') problems.push(`growthExceptions[${at}].measure: a measure's name`);
      if (!isNumber(exception.allowedGrowth)) problems.push(`growthExceptions[${at}].allowedGrowth: a fraction`);
      if (typeof exception.reason !== 'string' || exception.reason.trim().length < 10) {
        problems.push(`growthExceptions[${at}].reason: why more growth is fine, in words`);
      }
    });
  const routes = (source.routes ?? []) as RouteBudgets[];
  if (!Array.isArray(routes) || routes.length === 0) problems.push('routes: at least one route with its budgets');
  else
    routes.forEach((route, at) => {
      if (typeof route.route !== 'string' || !route.route.startsWith('/')) problems.push(`routes[${at}].route: a path`);
      if (route.route?.includes(':') && typeof route.path !== 'string' && typeof route.linkedFrom !== 'string') {
        problems.push(`routes[${at}].linkedFrom (or path): the page linking to the ${route.route} to measure`);
      }
      for (const name of ROUTE_NUMBERS) {
        if (!isNumber(route[name])) problems.push(`routes[${at}].${name}: a number`);
      }
    });
  const islands = (source.islands ?? {}) as Record<string, IslandBudgets>;
  for (const [name, island] of Object.entries(islands)) {
    if (!isNumber(island?.jsAtLoadGzip)) problems.push(`islands.${name}.jsAtLoadGzip: a number`);
    if (!isNumber(island?.jsOnInteractionGzip)) problems.push(`islands.${name}.jsOnInteractionGzip: a number`);
  }
  const labLoads = source.labLoads ?? 3;
  if (!Number.isInteger(labLoads) || (labLoads as number) < 2) problems.push('labLoads: 2 or more (light and dark)');
  const cpuThrottling = source.cpuThrottling ?? 4;
  if (!isNumber(cpuThrottling) || cpuThrottling < 1) problems.push('cpuThrottling: 1 or more');
  if (problems.length > 0) throw new Error(`${file} is not a valid budgets file:\n  ${problems.join('\n  ')}`);
  return {
    allowedGrowth: allowedGrowth as number,
    growthExceptions: exceptions,
    labLoads: labLoads as number,
    cpuThrottling: cpuThrottling as number,
    noiseFloors: { ...DEFAULT_NOISE_FLOORS, ...((source.noiseFloors ?? {}) as object) },
    routes,
    islands,
  };
}

/** The section's budgets file in the folder the release command runs in (the section's own). */
export function readBudgets(sectionDir: string): SectionBudgets | undefined {
  const file = path.join(sectionDir, 'budgets.json');
  if (!existsSync(file)) return undefined;
  return parseBudgets(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}
