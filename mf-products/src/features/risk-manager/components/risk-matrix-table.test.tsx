import { renderWithSite } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import { riskMatrixOfSize } from '../utils/risk-scoring';
import { RiskMatrixTable } from './risk-matrix-table';

describe('RiskMatrixTable', () => {
  it('is a table captioned with its matrix, in a region a keyboard user can scroll', () => {
    renderWithSite(<RiskMatrixTable matrix={riskMatrixOfSize(3)} />);
    const title = '3x3 matrix: project RAID logs and supplier reviews';
    expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: title })).toHaveAttribute('tabindex', '0');
  });

  it('scores each cell as likelihood × impact, most likely row first, and names its band in words', () => {
    renderWithSite(<RiskMatrixTable matrix={riskMatrixOfSize(3)} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '3 Likely',
      '2 Possible',
      '1 Unlikely',
    ]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.dataset.band),
      ),
    ).toEqual([
      ['Medium', 'High', 'High'],
      ['Low', 'Medium', 'High'],
      ['Low', 'Low', 'Medium'],
    ]);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('1Low');
  });

  it('explains each band with its score range and the response it asks for', () => {
    renderWithSite(<RiskMatrixTable matrix={riskMatrixOfSize(5)} />);
    const legend = within(screen.getByRole('list', { name: 'Bands of the 5x5 matrix' })).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual([
      'Low (1–3): Accept and monitor at the annual review.',
      'Medium (4–6): Owner manages with existing controls; review quarterly.',
      'High (8–12): Treatment plan within 30 days; review monthly.',
      'Critical (15–25): Escalate to the risk committee now; act immediately.',
    ]);
  });
});
