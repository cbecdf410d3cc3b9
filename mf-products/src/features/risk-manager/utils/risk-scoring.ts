import { RISK_MATRIX_SIZES } from '@site/contracts';

export type RiskMatrixSize = (typeof RISK_MATRIX_SIZES)[number];

/** How a band is drawn: a palette colour present in both themes, as a light or a strong tint. */
export interface BandTone {
  color: 'success' | 'warning' | 'error';
  strength: 'soft' | 'strong';
}

const LOW: BandTone = { color: 'success', strength: 'strong' };
const MEDIUM: BandTone = { color: 'warning', strength: 'soft' };
const HIGH: BandTone = { color: 'warning', strength: 'strong' };
const CRITICAL: BandTone = { color: 'error', strength: 'strong' };

export interface RiskBand {
  name: 'Low' | 'Medium' | 'High' | 'Critical';
  /** Lowest and highest likelihood × impact score in the band, inclusive. */
  min: number;
  max: number;
  tone: BandTone;
  /** What the register asks of the owner at this level. */
  response: string;
}

export interface RiskMatrix {
  size: RiskMatrixSize;
  title: string;
  /** Level 1 first. */
  likelihood: readonly string[];
  impact: readonly string[];
  bands: readonly RiskBand[];
}

const RISK_MATRICES_BY_SIZE: Record<RiskMatrixSize, RiskMatrix> = {
  5: {
    size: 5,
    title: '5x5 matrix: corporate, information security and health and safety registers',
    likelihood: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
    impact: ['Trivial', 'Minor', 'Moderate', 'Major', 'Severe'],
    bands: [
      { name: 'Low', min: 1, max: 3, tone: LOW, response: 'Accept and monitor at the annual review.' },
      {
        name: 'Medium',
        min: 4,
        max: 6,
        tone: MEDIUM,
        response: 'Owner manages with existing controls; review quarterly.',
      },
      { name: 'High', min: 8, max: 12, tone: HIGH, response: 'Treatment plan within 30 days; review monthly.' },
      {
        name: 'Critical',
        min: 15,
        max: 25,
        tone: CRITICAL,
        response: 'Escalate to the risk committee now; act immediately.',
      },
    ],
  },
  3: {
    size: 3,
    title: '3x3 matrix: project RAID logs and supplier reviews',
    likelihood: ['Unlikely', 'Possible', 'Likely'],
    impact: ['Minor', 'Moderate', 'Major'],
    bands: [
      { name: 'Low', min: 1, max: 2, tone: LOW, response: 'Note in the log and monitor.' },
      { name: 'Medium', min: 3, max: 4, tone: MEDIUM, response: 'Project manager owns a mitigation action.' },
      { name: 'High', min: 6, max: 9, tone: HIGH, response: 'Raise with the project board at the next meeting.' },
    ],
  },
};

export function riskMatrixOfSize(size: RiskMatrixSize): RiskMatrix {
  return RISK_MATRICES_BY_SIZE[size];
}

/** The matrices Risk Manager ships with, in the order the spec names them (5x5, then 3x3). */
export const RISK_MATRICES: readonly RiskMatrix[] = RISK_MATRIX_SIZES.map((size) => RISK_MATRICES_BY_SIZE[size]);

/** A risk's score: likelihood level times impact level, each from 1 to the matrix size. */
export function riskScore(likelihood: number, impact: number): number {
  return likelihood * impact;
}

/** The band a score falls in; every score a matrix can produce has one. */
export function bandFor(score: number, bands: readonly RiskBand[]): RiskBand {
  const band = bands.find(({ min, max }) => score >= min && score <= max);
  if (!band) throw new RangeError(`No risk band covers the score ${score}`);
  return band;
}
