import type { SectionName } from '@site/contracts';
import type { BuildEvidence, CanaryEvidence } from '@site/contracts/release-files';

function nothing(section: SectionName, build: string): BuildEvidence {
  return { section, build, pages: 0, renderErrors: 0, browserErrors: 0, vitals: { samples: 0 } };
}

/** Evidence that could not be read, and why: the judge waits on it, never promotes or rolls back. */
export function unavailableEvidence(
  section: SectionName,
  servingBuild: string,
  canaryBuild: string,
  reason: string,
): CanaryEvidence {
  return { canary: nothing(section, canaryBuild), serving: nothing(section, servingBuild), unavailable: reason };
}
