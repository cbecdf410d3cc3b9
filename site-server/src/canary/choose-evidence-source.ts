import type { EvidenceSource } from '@site/contracts/release-files';
import type { Registry } from 'prom-client';
import { LocalEvidence } from './local-evidence';
import { PrometheusEvidence } from './prometheus-evidence';

export interface EvidenceSourceConfig {
  /** PROMETHEUS_URL: read every gateway's and API pod's numbers from this Prometheus (Kubernetes). */
  prometheusUrl: string | undefined;
  /** API_METRICS_URL: else read this server's own counters and the one API's metrics here (`npm start`). */
  apiMetricsUrl: string | undefined;
  /** This site server's registry (its pages sent per section build). */
  registry: Registry;
}

/**
 * Where a canary's numbers come from, chosen once at start: Prometheus when there is one (many
 * gateways and API pods, each counting a share), else this server and its one API. The choice's
 * `description` says which, for the log.
 */
export function chooseEvidenceSource(config: EvidenceSourceConfig): EvidenceSource & { description: string } {
  if (config.prometheusUrl) return new PrometheusEvidence({ prometheusUrl: config.prometheusUrl });
  return new LocalEvidence({ registry: config.registry, apiMetricsUrl: config.apiMetricsUrl });
}
