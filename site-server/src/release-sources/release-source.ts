import type { ReleaseVerdict, SectionName, SectionPointer, SectionProposal } from '@site/contracts';

/**
 * Where the site server learns, for each section, the build it serves and a build proposed to
 * replace it: one interface, one implementation per place the releases live (a folder on this
 * server's disk, the sections' own servers, the sections' pods on Kubernetes), chosen once at
 * start from the configuration (choose-release-source.ts).
 */
export interface ReleaseSource {
  /** What this source reads, for the log (`releases on disk at /data/releases`). */
  readonly description: string;
  /** The section's pointer now; undefined while it has none (or cannot be reached). */
  pointer(section: SectionName): Promise<SectionPointer | undefined>;
  /**
   * A build proposed for release (`npm run release`), waiting for the gate. Only a source that
   * holds its releases itself takes proposals; elsewhere a section's pointer moves with a roll-out.
   */
  proposal(): Promise<SectionProposal | undefined>;
  /** Records the gate's verdict on a proposal and, when it is accepted, moves the section's pointer. */
  settle(proposal: SectionProposal, verdict: ReleaseVerdict): Promise<void>;
}

/** Every section's current build id, or undefined while one of them has no pointer yet. */
export async function servingBuilds(
  source: ReleaseSource,
  sections: readonly SectionName[],
): Promise<Record<SectionName, string> | undefined> {
  const pointers = await Promise.all(sections.map((section) => source.pointer(section)));
  if (pointers.some((pointer) => pointer === undefined)) return undefined;
  return Object.fromEntries(sections.map((section, index) => [section, pointers[index]?.buildId])) as Record<
    SectionName,
    string
  >;
}
