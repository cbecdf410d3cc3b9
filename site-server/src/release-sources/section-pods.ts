import type { SectionName, SectionPointer, SectionProposal } from '@site/contracts';
import type { PodsOf } from './pods-of';
import { readPodsPointers } from './pods-pointers';
import type { ReleaseSource } from './release-source';

/**
 * Releases served by each section's pods on Kubernetes (SECTION_PODS_TEMPLATE): a section's
 * current build as every one of its ready pods serves it. While a section's Deployment rolls out,
 * old and new pods answer different pointers through its Service; reading through the Service,
 * the site servers would switch renderer generations back and forth with each answer. So the
 * pointer moves only once all ready pods agree (the roll-out is done; each image also serves the
 * builds before it, so the files of the pointer still in use are on every pod meanwhile).
 */
export class SectionPods implements ReleaseSource {
  readonly description = "releases served by the sections' pods (their pointers must agree)";
  private readonly agreed = new Map<SectionName, SectionPointer>();

  constructor(
    private readonly podsOf: PodsOf,
    private readonly timeoutMs = 2_000,
  ) {}

  /** The pointer all pods agree on now, else the last one they agreed on (else, before any agreement, the first answer). */
  async pointer(section: SectionName): Promise<SectionPointer | undefined> {
    const { agreed, first } = await readPodsPointers(this.podsOf, section, this.timeoutMs);
    if (agreed) this.agreed.set(section, agreed);
    return this.agreed.get(section) ?? first;
  }

  async proposal(): Promise<SectionProposal | undefined> {
    return undefined;
  }

  async settle(): Promise<void> {
    // The section's image owns its pointer: a refused build is only not rendered with.
  }
}
