import type { SectionName } from '../site-map/sections';

/** What the site measured of one section build since the canary started. */
export interface BuildEvidence {
  section: SectionName;
  build: string;
  /** Pages sent carrying this build (rendered now or from the page cache). */
  pages: number;
  /** Of those pages, the ones in which a part of this build had failed on the server (rendered in the browser instead). */
  renderErrors: number;
  /** Uncaught errors visitors' browsers reported from this build's scripts. */
  browserErrors: number;
  /**
   * 75th percentiles of the vitals reported from pages with this build, and how many samples (the
   * most of any vital; `sampleCounts` by vital when known: INP comes only from pages a visitor used).
   */
  vitals: {
    lcpP75Ms?: number;
    inpP75Ms?: number;
    clsP75?: number;
    samples: number;
    sampleCounts?: { lcp: number; inp: number; cls: number };
  };
}

export interface CanaryEvidence {
  canary: BuildEvidence;
  serving: BuildEvidence;
  /**
   * Why the numbers could not be read (source unreachable, bad answer). When set, the judge
   * answers 'wait' with this reason and never promotes or rolls back on these numbers.
   */
  unavailable?: string;
}

/** Starts counting for one canary; read() gives the numbers since start. */
export interface EvidenceSource {
  watch(section: SectionName, servingBuild: string, canaryBuild: string): Promise<{ read(): Promise<CanaryEvidence> }>;
}

/**
 * When the canary is judged worse (rolled back) and when it has shown enough to be promoted. The
 * defaults, and why a small site reaches them, are in `default-canary-policy.ts`.
 */
export interface CanaryPolicy {
  /** Nothing is judged before the canary has sent this many pages (nor compared before the serving build has). */
  minPages: number;
  /**
   * Roll back when the canary's render errors (or browser errors) per page exceed the serving
   * build's by more than this many percentage points...
   */
  maxErrorRateIncreasePoints: number;
  /** ...and the canary has at least this many of them (one error in ten pages is not a verdict). */
  minErrorsToRollback: number;
  /** Vitals are compared only when each build has at least this many samples. */
  minVitalSamples: number;
  /** Roll back when the canary's p75 LCP exceeds the serving build's by more than this percentage... */
  maxLcpIncreasePercent: number;
  /** ...and by at least this many milliseconds (10 ms against 8 ms is no regression). */
  minLcpIncreaseMs: number;
  /** The same for p75 INP. */
  maxInpIncreasePercent: number;
  minInpIncreaseMs: number;
  /** Roll back when the canary's p75 CLS exceeds the serving build's by more than this (unitless). */
  maxClsIncrease: number;
  /** Promote once the canary has sent this many pages without being worse (0: no page condition). */
  promoteAfterPages: number;
  /** Promote once this many minutes have passed without the canary being worse (0: no time condition). */
  promoteAfterMinutes: number;
  /** `all`: promote when every condition set (pages, minutes) is met; `any`: when one is. */
  promoteWhen: 'all' | 'any';
}

export type CanaryDecision = 'wait' | 'promote' | 'rollback';

export interface CanaryVerdict {
  decision: CanaryDecision;
  reasons: string[];
  evidence: CanaryEvidence;
}
