import type { SectionName } from '@site/contracts';

/** What the site measured of one section build since the canary started. */
export interface BuildEvidence {
  section: SectionName;
  build: string;
  /** Pages sent carrying this build (rendered now or from the page cache). */
  pages: number;
  /** This build's server renders that failed. */
  renderErrors: number;
  /** Uncaught errors visitors' browsers reported from this build's scripts. */
  browserErrors: number;
  /** 75th percentiles of the vitals reported from pages with this build, and how many samples. */
  vitals: { lcpP75Ms?: number; inpP75Ms?: number; clsP75?: number; samples: number };
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

/** When the canary is judged worse (rolled back) and when it has shown enough to be promoted. */
export interface CanaryPolicy {
  /** Neither build is judged before each has sent at least this many pages. */
  minPages: number;
  /**
   * Roll back when the canary's errors per page (render errors + browser errors) exceed the
   * serving build's by more than this many percentage points (0.05 = 5 points).
   */
  maxErrorRateIncrease: number;
  /** Vitals are compared only when each build has at least this many vital samples. */
  minVitalSamples: number;
  /** Roll back when the canary's p75 LCP exceeds the serving build's by more than this ratio (0.2 = 20 %)... */
  maxLcpIncrease: number;
  /** ...and by at least this many milliseconds (so 10 ms against 8 ms is not a regression). */
  minLcpIncreaseMs: number;
  /** Same for p75 INP. */
  maxInpIncrease: number;
  minInpIncreaseMs: number;
  /** Roll back when the canary's p75 CLS exceeds the serving build's by more than this (absolute, unitless). */
  maxClsIncrease: number;
  /** Promote once the canary has sent this many pages without being worse (0 = no page condition). */
  promoteAfterPages: number;
  /** Promote once this many minutes have passed without the canary being worse (0 = no time condition). */
  promoteAfterMinutes: number;
  /**
   * 'all': promote when every set condition (pages, minutes) is met; 'any': when one is.
   * The minimum pages always apply.
   */
  promoteWhen: 'all' | 'any';
}

export type CanaryDecision = 'wait' | 'promote' | 'rollback';

export interface CanaryVerdict {
  decision: CanaryDecision;
  reasons: string[];
  evidence: CanaryEvidence;
}
