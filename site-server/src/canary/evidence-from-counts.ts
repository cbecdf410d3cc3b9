import type { SectionName } from '@site/contracts';
import type { BuildEvidence } from '@site/contracts/release-files';
import { type Bucket, histogramQuantile } from './histogram-quantile';
import type { MetricSample } from './prometheus-text';

/** The metrics the evidence is read from: the site server's pages, the API's visitors' reports. */
export const EVIDENCE_METRICS = Object.freeze({
  pagesSent: 'site_pages_sent_total',
  browserErrors: 'site_browser_errors_total',
  vitalSecondsBucket: 'site_web_vital_seconds_bucket',
  vitalSecondsCount: 'site_web_vital_seconds_count',
  clsBucket: 'site_web_vital_cls_bucket',
  clsCount: 'site_web_vital_cls_count',
});

export const EVIDENCE_METRIC_NAMES: ReadonlySet<string> = new Set(Object.values(EVIDENCE_METRICS));

type Where = Readonly<Record<string, string>>;

function matches(sample: MetricSample, name: string, where: Where): boolean {
  return sample.name === name && Object.entries(where).every(([label, value]) => sample.labels[label] === value);
}

function total(counts: readonly MetricSample[], name: string, where: Where): number {
  return counts.filter((sample) => matches(sample, name, where)).reduce((sum, sample) => sum + sample.value, 0);
}

/** A histogram's buckets summed over the series that match (every route, every process). */
function bucketsOf(counts: readonly MetricSample[], name: string, where: Where): Bucket[] {
  const byBound = new Map<number, number>();
  for (const sample of counts) {
    if (!matches(sample, name, where)) continue;
    const le = sample.labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(sample.labels.le);
    if (!Number.isNaN(le)) byBound.set(le, (byBound.get(le) ?? 0) + sample.value);
  }
  return [...byBound].map(([le, count]) => ({ le, count }));
}

/**
 * One section build's evidence from what its series counted since the canary started: pages
 * sent (both outcomes) and those with a part that failed on the server, its browser errors, and
 * the p75 of its vitals from their histograms' buckets (see `histogramQuantile` for the precision).
 */
export function buildEvidenceFrom(counts: readonly MetricSample[], section: SectionName, build: string): BuildEvidence {
  const names = EVIDENCE_METRICS;
  const sectionBuild = { section, build };
  const vital = (name: 'LCP' | 'INP') => ({ ...sectionBuild, name });
  const lcpSamples = total(counts, names.vitalSecondsCount, vital('LCP'));
  const inpSamples = total(counts, names.vitalSecondsCount, vital('INP'));
  const clsSamples = total(counts, names.clsCount, sectionBuild);
  const seconds = (name: 'LCP' | 'INP') =>
    histogramQuantile(0.75, bucketsOf(counts, names.vitalSecondsBucket, vital(name)));
  const lcp = seconds('LCP');
  const inp = seconds('INP');
  const cls = histogramQuantile(0.75, bucketsOf(counts, names.clsBucket, sectionBuild));
  return {
    section,
    build,
    pages: Math.round(total(counts, names.pagesSent, sectionBuild)),
    renderErrors: Math.round(total(counts, names.pagesSent, { ...sectionBuild, outcome: 'error' })),
    browserErrors: Math.round(total(counts, names.browserErrors, { owner: section, build })),
    vitals: {
      ...(lcp === undefined ? {} : { lcpP75Ms: lcp * 1000 }),
      ...(inp === undefined ? {} : { inpP75Ms: inp * 1000 }),
      ...(cls === undefined ? {} : { clsP75: cls }),
      samples: Math.round(Math.max(lcpSamples, inpSamples, clsSamples)),
      sampleCounts: { lcp: Math.round(lcpSamples), inp: Math.round(inpSamples), cls: Math.round(clsSamples) },
    },
  };
}
