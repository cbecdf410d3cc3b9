import path from 'node:path';
import type { SectionName } from '../site-map/sections';
import { readJsonFile } from './read-json-file';

/** One number the budget gate compared: the serving build's, the candidate's, and the budget. */
export interface BudgetRow {
  /** What was measured, e.g. `island JS at load`, `TBT`, `axe serious+critical`. */
  measure: string;
  route?: string;
  island?: string;
  scheme?: 'light' | 'dark';
  unit: 'bytes' | 'ms' | 'score' | 'findings';
  /** The serving build's number in the same run (null: it has no such island or route). */
  serving: number | null;
  candidate: number;
  /** The section's budget for it (null: only the growth rule applies). */
  budget: number | null;
  /** The growth over the serving build allowed, as a fraction (0.1 = 10 %). */
  allowedGrowth: number;
  status: 'PASS' | 'OVER';
  /** Why it is OVER, in words with its numbers. */
  reason?: string;
}

/** The visual baselines' part of a verdict (helper "visual"'s `compareWithBaselines`), kept as it came. */
export interface VisualPart {
  passed: boolean;
  captured: number;
  seconds: number;
  differences: {
    route: string;
    viewport: string;
    scheme: string;
    diffPixels: number;
    ratio: number;
    diffImage?: string;
    reason: string;
  }[];
}

/**
 * The budget gate's verdict on a candidate build of a section, measured beside the serving build
 * in one run (packages/section-release/src/gate/). Written by the release command, shown by the
 * preview page.
 */
export interface BudgetVerdict {
  section: SectionName;
  build: string;
  serving: string;
  accepted: boolean;
  measuredAt: string;
  /** How long the measurement took, in seconds. */
  seconds: number;
  /** `--skip-budgets`: nothing was measured (an emergency, named here so it is seen). */
  skipped?: string;
  rows: BudgetRow[];
  visual?: VisualPart;
  /** Why the visual part was not run (no baselines in the section, the hook not installed). */
  visualNotRun?: string;
}

/** `<releases>/<section>/gates/<build>/`: the verdict and the diff images beside it (never inside the immutable build). */
export function gateVerdictDir(releases: string, section: SectionName, build: string): string {
  return path.join(releases, section, 'gates', build);
}

export function gateVerdictFile(releases: string, section: SectionName, build: string): string {
  return path.join(gateVerdictDir(releases, section, build), 'verdict.json');
}

/** The verdict the release command wrote for a build, or undefined (none, or not readable). */
export function readGateVerdict(releases: string, section: SectionName, build: string): BudgetVerdict | undefined {
  const verdict = readJsonFile(gateVerdictFile(releases, section, build)) as BudgetVerdict | undefined;
  return verdict && Array.isArray(verdict.rows) ? verdict : undefined;
}
