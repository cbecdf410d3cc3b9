import { histogramQuantile } from './histogram-quantile';

const INF = Number.POSITIVE_INFINITY;

describe('histogramQuantile', () => {
  it('interpolates inside the bucket that holds the rank, as PromQL does', () => {
    // 100 observations: 50 up to 1 s, 40 more up to 2 s, 10 above. p75 is the 75th: 25 of 40 into (1, 2].
    const buckets = [
      { le: 1, count: 50 },
      { le: 2, count: 90 },
      { le: INF, count: 100 },
    ];
    expect(histogramQuantile(0.75, buckets)).toBeCloseTo(1.625, 10);
    expect(histogramQuantile(0.25, buckets)).toBeCloseTo(0.5, 10);
  });

  it('gives the highest finite bound when the rank falls in +Inf', () => {
    expect(
      histogramQuantile(0.75, [
        { le: INF, count: 10 },
        { le: 4, count: 2 },
      ]),
    ).toBe(4);
  });

  it('has no quantile without observations or without the +Inf bucket', () => {
    expect(histogramQuantile(0.75, [])).toBeUndefined();
    expect(histogramQuantile(0.75, [{ le: INF, count: 0 }])).toBeUndefined();
    expect(histogramQuantile(0.75, [{ le: 1, count: 3 }])).toBeUndefined();
  });
});
