import {
  type ReleaseVerdict,
  SECTION_NAMES,
  type SectionName,
  type SectionPointer,
  type SectionProposal,
} from '@site/contracts';
import {
  discardProposal,
  readPointer,
  readProposal,
  recordVerdict,
  switchPointer,
} from '@site/contracts/release-files';
import type { ReleaseSource } from './release-source';

/**
 * Releases in a folder on this server's disk (RELEASES_DIR): `npm start`, one machine. Section
 * teams publish builds into it and propose them (`npm run release`); this server's gate judges a
 * proposal and, accepting it, moves the pointer.
 */
export class ReleasesOnDisk implements ReleaseSource {
  readonly description: string;

  constructor(readonly dir: string) {
    this.description = `releases on disk at ${dir}`;
  }

  async pointer(section: SectionName): Promise<SectionPointer | undefined> {
    return readPointer(this.dir, section);
  }

  async proposal(): Promise<SectionProposal | undefined> {
    for (const section of SECTION_NAMES) {
      const buildId = readProposal(this.dir, section);
      if (buildId) return { section, buildId };
    }
    return undefined;
  }

  async settle(proposal: SectionProposal, verdict: ReleaseVerdict): Promise<void> {
    if (verdict.accepted) switchPointer(this.dir, proposal.section, proposal.buildId);
    recordVerdict(this.dir, proposal.section, verdict);
  }

  /**
   * Takes away proposals found at start: their release was interrupted, or gave up because no site
   * was running, and nobody waits for their verdict. The site serves what its pointers name; a
   * section team proposes again with `npm run release`. Returns what was discarded, for the log.
   */
  discardAbandonedProposals(): SectionProposal[] {
    return SECTION_NAMES.flatMap((section) => {
      const buildId = readProposal(this.dir, section);
      if (!buildId) return [];
      discardProposal(this.dir, section);
      return [{ section, buildId }];
    });
  }
}
