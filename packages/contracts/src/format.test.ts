import { formatGbp, formatUsd, truncateText } from './format';

describe('formatters', () => {
  it('formats pounds the en-GB way', () => {
    expect(formatGbp(3500)).toBe('£3,500');
    expect(formatGbp(500)).toBe('£500');
  });

  it('formats dollars', () => {
    expect(formatUsd(145)).toBe('$145');
  });

  it('leaves short text alone and cuts long text within the limit', () => {
    expect(truncateText('short', 120)).toBe('short');
    const long = 'word '.repeat(40).trim();
    const cut = truncateText(long, 120);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(123);
  });
});
