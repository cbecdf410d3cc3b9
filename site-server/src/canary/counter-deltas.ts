import type { MetricSample } from './prometheus-text';

/** Counters (and histogram buckets and counts) at one moment, by series. */
export type CounterSnapshot = ReadonlyMap<string, MetricSample>;

function seriesKey(sample: MetricSample): string {
  const labels = Object.entries(sample.labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(',');
  return `${sample.name}{${labels}}`;
}

/** The samples of the named metrics, by series. */
export function snapshotOf(samples: readonly MetricSample[], names: ReadonlySet<string>): CounterSnapshot {
  return new Map(samples.filter((sample) => names.has(sample.name)).map((sample) => [seriesKey(sample), sample]));
}

/**
 * What each series counted since the baseline: its value now less its value then. A series that
 * was not there then (a canary's first page, a build's first error) counted all it has; one that
 * went down was reset (its process restarted) and counted what it has since.
 */
export function countedSince(baseline: CounterSnapshot, now: CounterSnapshot): MetricSample[] {
  return [...now].map(([key, sample]) => {
    const before = baseline.get(key)?.value ?? 0;
    return { ...sample, value: sample.value >= before ? sample.value - before : sample.value };
  });
}
