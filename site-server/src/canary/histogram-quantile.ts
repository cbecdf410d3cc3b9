/** One cumulative bucket of a histogram: how many observations were at most `le`. */
export interface Bucket {
  le: number;
  count: number;
}

/**
 * The q-quantile of a histogram's buckets, as PromQL's `histogram_quantile` gives it: found in
 * the bucket that holds it, by linear interpolation between that bucket's bounds (0 below the
 * first); in the +Inf bucket, the highest finite bound. So it is only as precise as the buckets:
 * the API's vitals buckets are 50, 100, 200, 300, 500, 800 ms, 1, 1.8, 2.5, 3, 4, 6, 10 s and CLS
 * 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1. Undefined without observations.
 */
export function histogramQuantile(q: number, buckets: readonly Bucket[]): number | undefined {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.count ?? 0;
  if (total <= 0 || sorted.at(-1)?.le !== Number.POSITIVE_INFINITY) return undefined;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const bucket of sorted) {
    if (bucket.count >= rank) {
      if (bucket.le === Number.POSITIVE_INFINITY) return lowerBound;
      const inBucket = bucket.count - lowerCount;
      return inBucket <= 0 ? bucket.le : lowerBound + ((bucket.le - lowerBound) * (rank - lowerCount)) / inBucket;
    }
    lowerBound = bucket.le;
    lowerCount = bucket.count;
  }
  return lowerBound;
}
