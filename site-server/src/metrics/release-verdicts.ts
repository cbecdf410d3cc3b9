import type { SectionName } from '@site/contracts';
import { checkVerdicts, type Verdict } from '../release-gate/judge';
import type { SiteMetrics } from './site-metrics';

/**
 * Counts a verdict of the release gate on a section's candidate build: one per check it judged
 * the build by, accepted or refused (`ReleaseRefused` alerts on any refusal).
 */
export function countedVerdicts(metrics: SiteMetrics): (section: SectionName, verdict: Verdict) => void {
  return (section, verdict) => {
    for (const { check, accepted } of checkVerdicts(verdict)) {
      metrics.releaseVerdicts.inc({ section, check, verdict: accepted ? 'accepted' : 'refused' });
    }
  };
}
