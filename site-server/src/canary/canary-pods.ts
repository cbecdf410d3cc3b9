import type { SectionName } from '@site/contracts';
import type { CanaryRequest, CanaryStatus } from '@site/contracts/release-files';
import type { PodsOf } from '../release-sources/pods-of';
import { readPodsPointers } from '../release-sources/pods-pointers';
import type { CanaryBook } from './canaries-on-disk';

/** SECTION_CANARY*: the one section with a canary Deployment on Kubernetes, and its share of page requests. */
export interface SectionCanarySettings {
  section: SectionName;
  /** Percent of page requests, 1 to 99. */
  percent: number;
}

/**
 * A section's canary on Kubernetes (deploy/kubernetes/components/section-canary): the build its
 * canary Deployment's pods serve, once every ready pod agrees, is the canary asked for, with the
 * share the gateways' settings give. The verdict cannot change a Deployment: a withdrawn build (a
 * verdict reached) is not asked for again by this gateway until the pods serve another build; the
 * pods gone (scaled to 0, deleted) end the canary. What the runner records is kept for the status.
 */
export class CanaryPods implements CanaryBook {
  private agreed: { buildId: string; requestedAt: string } | undefined;
  private readonly withdrawn = new Set<string>();
  private readonly statuses = new Map<SectionName, CanaryStatus>();

  constructor(
    private readonly settings: SectionCanarySettings,
    private readonly podsOf: PodsOf,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs = 2_000,
  ) {}

  async request(section: SectionName): Promise<CanaryRequest | undefined> {
    if (section !== this.settings.section) return undefined;
    const { pods, agreed } = await readPodsPointers(this.podsOf, section, this.timeoutMs);
    if (pods === 0) {
      this.agreed = undefined;
      return undefined;
    }
    // A pod that does not answer, or pods that disagree (the canary rolling): the last agreement stands.
    if (agreed && this.agreed?.buildId !== agreed.buildId) {
      this.agreed = { buildId: agreed.buildId, requestedAt: new Date(this.now()).toISOString() };
    }
    if (!this.agreed || this.withdrawn.has(this.agreed.buildId)) return undefined;
    return { ...this.agreed, percent: this.settings.percent, settings: {} };
  }

  /** The build whose files the canary's pods serve (the gateways send its /remotes/<name>/<build>/ there). */
  candidate(section: SectionName): string | undefined {
    return section === this.settings.section ? this.agreed?.buildId : undefined;
  }

  async withdraw(section: SectionName): Promise<void> {
    if (section === this.settings.section && this.agreed) this.withdrawn.add(this.agreed.buildId);
  }

  async record(status: CanaryStatus): Promise<void> {
    this.statuses.set(status.section, status);
  }

  /** What the runner said last of the section's canary. */
  status(section: SectionName): CanaryStatus | undefined {
    return this.statuses.get(section);
  }
}
