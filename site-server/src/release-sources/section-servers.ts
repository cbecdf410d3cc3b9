import type { SectionName, SectionPointer, SectionProposal } from '@site/contracts';
import { fetchPointer } from './fetch-pointer';
import type { ReleaseSource } from './release-source';

/**
 * Releases served by each section's own server (SECTION_ORIGIN_TEMPLATE or SECTION_ORIGINS:
 * docker-compose, one image per section): a section releases by rolling out a new image, whose
 * pointer names its build. Proposals do not exist here; the gate judges a pointer that moved.
 */
export class SectionServers implements ReleaseSource {
  readonly description = "releases served by the sections' own servers";

  constructor(
    private readonly origins: Readonly<Record<SectionName, string>>,
    private readonly timeoutMs = 2_000,
  ) {}

  pointer(section: SectionName): Promise<SectionPointer | undefined> {
    return fetchPointer(this.origins[section], section, this.timeoutMs);
  }

  async proposal(): Promise<SectionProposal | undefined> {
    return undefined;
  }

  async settle(): Promise<void> {
    // The section's server owns its pointer: a refused build is only not rendered with.
  }
}
