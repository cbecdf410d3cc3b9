import { RISK_MATRIX_SIZES } from '@site/contracts';
import { bandFor, RISK_MATRICES, riskMatrixOfSize, riskScore } from './risk-scoring';

describe('risk scoring', () => {
  it('offers a 5x5 and a 3x3 matrix, with a label for every level', () => {
    expect(RISK_MATRICES.map((matrix) => matrix.size)).toEqual([...RISK_MATRIX_SIZES]);
    for (const matrix of RISK_MATRICES) {
      expect(matrix.likelihood).toHaveLength(matrix.size);
      expect(matrix.impact).toHaveLength(matrix.size);
    }
  });

  it('scores likelihood times impact', () => {
    expect(riskScore(4, 3)).toBe(12);
    expect(riskScore(5, 5)).toBe(25);
  });

  it.each(RISK_MATRICES.map((matrix) => [`${matrix.size}x${matrix.size}`, matrix] as const))(
    'puts every score of the %s matrix in exactly one band, rising with the score',
    (_name, matrix) => {
      const levels = Array.from({ length: matrix.size }, (_, index) => index + 1);
      const scores = levels.flatMap((likelihood) => levels.map((impact) => riskScore(likelihood, impact)));
      for (const score of scores) {
        expect(matrix.bands.filter(({ min, max }) => score >= min && score <= max)).toHaveLength(1);
      }
      const order = matrix.bands.map((band) => band.name);
      expect(bandFor(1, matrix.bands).name).toBe(order[0]);
      expect(bandFor(matrix.size * matrix.size, matrix.bands).name).toBe(order[order.length - 1]);
    },
  );

  it('bands the 5x5 matrix as Low, Medium, High and Critical', () => {
    const { bands } = riskMatrixOfSize(5);
    expect([3, 4, 12, 15].map((score) => bandFor(score, bands).name)).toEqual(['Low', 'Medium', 'High', 'Critical']);
  });

  it('refuses a score outside every band', () => {
    expect(() => bandFor(7, riskMatrixOfSize(5).bands)).toThrow('No risk band covers the score 7');
  });
});
