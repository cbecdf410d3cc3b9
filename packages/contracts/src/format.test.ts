import { formatCount, formatGbp, formatUsd, truncateText } from './format';

describe('formatters', () => {
  it('formats pounds the en-GB way', () => {
    expect(formatGbp(3500)).toBe('£3,500');
    expect(formatGbp(500)).toBe('£500');
  });

  it('formats dollars', () => {
    expect(formatUsd(145)).toBe('$145');
  });

  it('writes every amount as the en-GB and en-US currency formats do (whole units, grouped by thousands)', () => {
    const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 95, 999, 1000, 2500.4, 2500.5, 12_345, 999_999.6, 1_234_567, -3500, -0.2]) {
      expect(formatGbp(amount)).toBe(gbp.format(amount));
      expect(formatUsd(amount)).toBe(usd.format(amount));
    }
  });

  it('groups counts by thousands as en-GB does', () => {
    const gb = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
    for (const count of [0, 12, 999, 1000, 5000, 20_000, 1_234_567, -1200])
      expect(formatCount(count)).toBe(gb.format(count));
  });

  it('leaves short text alone and cuts long text within the limit', () => {
    expect(truncateText('short', 120)).toBe('short');
    const long = 'word '.repeat(40).trim();
    const cut = truncateText(long, 120);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(123);
  });
});
