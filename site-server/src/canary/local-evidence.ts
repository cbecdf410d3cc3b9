import type { SectionName } from '@site/contracts';
import type { CanaryEvidence, EvidenceSource } from '@site/contracts/release-files';
import type { Registry } from 'prom-client';
import { type CounterSnapshot, countedSince, snapshotOf } from './counter-deltas';
import { buildEvidenceFrom, EVIDENCE_METRIC_NAMES } from './evidence-from-counts';
import { type MetricSample, parsePrometheusText } from './prometheus-text';
import { unavailableEvidence } from './unavailable-evidence';

export interface LocalEvidenceOptions {
  /** This site server's registry: its pages sent per section build. */
  registry: Registry;
  /** The API's `GET /metrics` (its METRICS_PORT listener): visitors' errors and vitals. */
  apiMetricsUrl: string | undefined;
  /** How long the API may take to answer (default 5 s). */
  timeoutMs?: number;
}

/**
 * The evidence of one site server and one API (`npm start`, the e2e stack, one docker-compose
 * host): this process's own counters and the API's metrics, read as they are now and compared with
 * what they were when the canary started. The p75s come from the buckets counted since then.
 */
export class LocalEvidence implements EvidenceSource {
  constructor(private readonly options: LocalEvidenceOptions) {}

  get description(): string {
    return `this site server's counters and the API's metrics at ${this.options.apiMetricsUrl ?? '(none: API_METRICS_URL unset)'}`;
  }

  async watch(section: SectionName, servingBuild: string, canaryBuild: string) {
    const baseline = await this.snapshot().catch((error: unknown) => error as Error);
    return {
      read: async (): Promise<CanaryEvidence> => {
        if (baseline instanceof Error)
          return unavailableEvidence(section, servingBuild, canaryBuild, `at the start: ${baseline.message}`);
        let now: CounterSnapshot;
        try {
          now = await this.snapshot();
        } catch (error) {
          return unavailableEvidence(section, servingBuild, canaryBuild, (error as Error).message);
        }
        const counts = countedSince(baseline, now);
        return {
          canary: buildEvidenceFrom(counts, section, canaryBuild),
          serving: buildEvidenceFrom(counts, section, servingBuild),
        };
      },
    };
  }

  private async snapshot(): Promise<CounterSnapshot> {
    const { apiMetricsUrl, registry, timeoutMs = 5000 } = this.options;
    if (!apiMetricsUrl)
      throw new Error("no API metrics address (API_METRICS_URL): visitors' errors and vitals cannot be read");
    const [site, api] = await Promise.all([registry.metrics(), apiSamples(apiMetricsUrl, timeoutMs)]);
    return snapshotOf([...parsePrometheusText(site), ...api], EVIDENCE_METRIC_NAMES);
  }
}

async function apiSamples(url: string, timeoutMs: number): Promise<MetricSample[]> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new Error(`the API's metrics at ${url} did not answer (${cause})`);
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`the API's metrics at ${url} answered ${response.status}`);
  try {
    return parsePrometheusText(text);
  } catch (error) {
    throw new Error(`the API's metrics at ${url} are ${(error as Error).message}`);
  }
}
