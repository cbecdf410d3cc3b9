import type { SectionBuildOnPage, SectionName } from '@site/contracts';
import type { Pins } from '../generations/generation';
import type { ReleaseSource } from '../release-sources/release-source';

/** Where this site server's pages get their builds from: each part optional (no renderer, no canary...). */
export interface ServedBuildsSources {
  /** The renderer generations: the serving one's pins and the previous one's (a rollback's, pages still in caches). */
  generations?: { status(): { pins: Pins | null; previousPins: Pins | null } };
  /** The canaries serving now. */
  canaries?: { serving(): readonly SectionBuildOnPage[] };
  /** The previews alive now. */
  previews?: { live(): readonly SectionBuildOnPage[] };
}

function buildsOf(pins: Pins | null): SectionBuildOnPage[] {
  return pins ? Object.entries(pins).map(([section, build]) => ({ section: section as SectionName, build })) : [];
}

/**
 * The section builds this site server serves pages with now: the serving and previous renderer
 * generations, each canary, each preview, and the pointer it last read of each section (what a
 * page rendered in the browser loads, `/sections.json`). Read from memory on every beacon the
 * gateway passes to the API (`SERVED_BUILDS_HEADER`), so the API counts visitors' reports of
 * these builds and no others (docs/decisions/visitor-evidence.md).
 */
export class ServedBuilds {
  private readonly pointed = new Map<SectionName, string>();

  constructor(private readonly sources: ServedBuildsSources) {}

  /** The same pointers, each build they answer remembered as served. */
  remembering(pointers: Pick<ReleaseSource, 'pointer'>): Pick<ReleaseSource, 'pointer'> {
    return {
      pointer: async (section) => {
        const pointer = await pointers.pointer(section);
        if (pointer) this.pointed.set(section, pointer.buildId);
        return pointer;
      },
    };
  }

  now(): SectionBuildOnPage[] {
    const { generations, canaries, previews } = this.sources;
    const status = generations?.status();
    return [
      ...buildsOf(status?.pins ?? null),
      ...buildsOf(status?.previousPins ?? null),
      ...(canaries?.serving() ?? []),
      ...(previews?.live() ?? []),
      ...[...this.pointed].map(([section, build]) => ({ section, build })),
    ];
  }
}
