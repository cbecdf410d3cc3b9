import type { SectionName } from '@site/contracts';
import type { CanaryEvidence, EvidenceSource } from '@site/contracts/release-files';
import { countedSince, snapshotOf } from './counter-deltas';
import { buildEvidenceFrom, EVIDENCE_METRIC_NAMES } from './evidence-from-counts';
import type { MetricSample } from './prometheus-text';
import { unavailableEvidence } from './unavailable-evidence';

export interface PrometheusEvidenceOptions {
  /** PROMETHEUS_URL: the Prometheus that scrapes every gateway and API pod, e.g. `http://prometheus.monitoring:9090`. */
  prometheusUrl: string;
  /** How long one query may take (default 10 s). */
  timeoutMs?: number;
  now?: () => number;
}

interface QueryAnswer {
  status?: string;
  error?: string;
  data?: { resultType?: string; result?: { metric?: Record<string, string>; value?: [number, string] }[] };
}

/** A PromQL string literal (label values are build ids and section names, but quote them properly). */
function quoted(value: string): string {
  return JSON.stringify(value);
}

/**
 * The evidence of many gateways and API pods (Kubernetes): what Prometheus scraped from all of
 * them. Each read asks for the evidence's series of the two builds (serving and canary) as they
 * were when the canary started and as they are now (two instant
 * queries), and counts the difference series by series, summed across pods. That is
 * `increase()` without its extrapolation, and it counts a series that began after the start (a
 * canary's first pages and errors) in full, where `increase()` over a range misses its first
 * scrape. The p75s are `histogram_quantile(0.75, ...)` of the buckets so counted.
 */
export class PrometheusEvidence implements EvidenceSource {
  private readonly now: () => number;

  constructor(private readonly options: PrometheusEvidenceOptions) {
    this.now = options.now ?? Date.now;
  }

  get description(): string {
    return `Prometheus at ${this.options.prometheusUrl}`;
  }

  async watch(section: SectionName, servingBuild: string, canaryBuild: string) {
    const startedAt = this.now();
    const builds = [servingBuild, canaryBuild].map((build) => build.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const selector = `{__name__=~${quoted([...EVIDENCE_METRIC_NAMES].join('|'))},build=~${quoted(builds.join('|'))}}`;
    return {
      read: async (): Promise<CanaryEvidence> => {
        try {
          const [then, now] = await Promise.all([
            this.samples(selector, startedAt),
            this.samples(selector, this.now()),
          ]);
          const counts = countedSince(snapshotOf(then, EVIDENCE_METRIC_NAMES), snapshotOf(now, EVIDENCE_METRIC_NAMES));
          return {
            canary: buildEvidenceFrom(counts, section, canaryBuild),
            serving: buildEvidenceFrom(counts, section, servingBuild),
          };
        } catch (error) {
          return unavailableEvidence(section, servingBuild, canaryBuild, (error as Error).message);
        }
      },
    };
  }

  /** An instant query of the selector at a time: every series' labels (its name among them) and value. */
  private async samples(selector: string, at: number): Promise<MetricSample[]> {
    const url = new URL('api/v1/query', this.options.prometheusUrl.replace(/\/?$/, '/'));
    url.searchParams.set('query', selector);
    url.searchParams.set('time', (at / 1000).toFixed(3));
    const where = `Prometheus at ${this.options.prometheusUrl}`;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
      throw new Error(`${where} did not answer (${cause})`);
    }
    const text = await response.text();
    let answer: QueryAnswer;
    try {
      answer = JSON.parse(text) as QueryAnswer;
    } catch {
      throw new Error(`${where} answered ${response.status} with no query result`);
    }
    if (!response.ok || answer.status !== 'success' || answer.data?.resultType !== 'vector')
      throw new Error(`${where} answered ${response.status}: ${answer.error ?? 'no vector of samples'}`);
    return (answer.data.result ?? []).flatMap(({ metric = {}, value }) => {
      const { __name__: name, ...labels } = metric;
      const number = value ? Number(value[1]) : Number.NaN;
      return name && Number.isFinite(number) ? [{ name, labels, value: number }] : [];
    });
  }
}
