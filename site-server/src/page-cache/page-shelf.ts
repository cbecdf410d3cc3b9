import { ANY_DATA_TAG } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import type { ShelvedPage } from './shelved-page';

/** A page as the shelf keeps it: its bytes, the builds that rendered it, and the data it shows. */
export interface KeptPage {
  page: ShelvedPage;
  /** The section builds that rendered it (a release makes another set: the page is then out of date). */
  buildsKey: string;
  /** The data tags it read (@site/contracts' data-tags.ts): a change of one replaces it. */
  tags: readonly string[];
  /**
   * False when a part or a read was left to the browser (the API was slow or down): such a page
   * is rendered again after a short while rather than kept until its data changes.
   */
  complete: boolean;
  /** When the data it shows changed (it is being replaced); undefined while it is current. */
  outdatedAt?: number;
}

export interface PageShelfOptions {
  /** Bytes of pages kept (their compressed encodings); the least recently read go first. */
  maxBytes: number;
  now?: () => number;
}

/**
 * Rendered pages by page address (@site/contracts' pageAddress), one version each, kept until a
 * release or a change of the data they read replaces them: no time limit, a size limit (LRU).
 * Each page carries the data tags of its reads; `outdate(tags)` marks exactly the pages that read
 * them. A render that started before a change and ends after it is kept as outdated, so a change
 * is never lost between a render's reads and its arrival.
 */
export class PageShelf {
  private readonly pages: LRUCache<string, KeptPage>;
  /** Pages by the tags they read (ANY_DATA_TAG: a page that made a read no tag names). */
  private readonly addressesByTag = new Map<string, Set<string>>();
  /** Each tag's last change, as a count of changes: a render records the count it started at. */
  private readonly tagChanges = new Map<string, number>();
  private changes = 0;
  /** The change count of the last change that outdated every page (`outdateAll`). */
  private everythingChangedAt = 0;
  private readonly now: () => number;

  constructor(options: PageShelfOptions) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache<string, KeptPage>({
      maxSize: options.maxBytes,
      sizeCalculation: (kept) => Math.max(1, kept.page.size),
      // A page replaced by its new version is untagged by `keep`; this is one dropped for room.
      dispose: (kept, address, reason) => {
        if (reason !== 'set') this.untag(address, kept.tags);
      },
    });
  }

  /** The page kept for this address, in any version; a read (the least recently read go first). */
  get(address: string): KeptPage | undefined {
    return this.pages.get(address);
  }

  /** The page kept for this address, without counting it as read. */
  peek(address: string): KeptPage | undefined {
    return this.pages.peek(address);
  }

  /** The count of changes so far: what a render notes when it starts (`keep`'s `renderStartedAt`). */
  get changeCount(): number {
    return this.changes;
  }

  /**
   * Keeps a page rendered for `address`, replacing its older version. It is kept as outdated
   * when a tag it read changed after its render started (`renderStartedAt`, a `changeCount`).
   */
  keep(address: string, kept: Omit<KeptPage, 'outdatedAt'>, renderStartedAt: number): KeptPage {
    const changedSince =
      this.everythingChangedAt > renderStartedAt ||
      kept.tags.some(
        (tag) => (tag === ANY_DATA_TAG ? this.changes : (this.tagChanges.get(tag) ?? 0)) > renderStartedAt,
      );
    const entry: KeptPage = changedSince ? { ...kept, outdatedAt: this.now() } : { ...kept };
    const older = this.pages.peek(address);
    if (older)
      this.untag(
        address,
        older.tags.filter((tag) => !entry.tags.includes(tag)),
      );
    this.pages.set(address, entry);
    // A page larger than the whole shelf is not kept.
    if (!this.pages.has(address)) return entry;
    for (const tag of entry.tags) {
      let addresses = this.addressesByTag.get(tag);
      if (!addresses) {
        addresses = new Set();
        this.addressesByTag.set(tag, addresses);
      }
      addresses.add(address);
    }
    return entry;
  }

  /**
   * The data these tags name changed: every page that read one (or made a read no tag names) is
   * outdated. Returns their addresses, for the cache to render them again.
   */
  outdate(tags: Iterable<string>): string[] {
    this.changes += 1;
    const outdated = new Set<string>(this.addressesByTag.get(ANY_DATA_TAG) ?? []);
    for (const tag of tags) {
      if (tag === ANY_DATA_TAG) return this.outdateAll();
      this.tagChanges.set(tag, this.changes);
      for (const address of this.addressesByTag.get(tag) ?? []) outdated.add(address);
    }
    return this.markOutdated(outdated);
  }

  /** Every page is outdated (the revisions were lost, or everything changed). */
  outdateAll(): string[] {
    this.changes += 1;
    this.everythingChangedAt = this.changes;
    return this.markOutdated([...this.pages.keys()]);
  }

  /** Pages kept, and their bytes, for the site's status, metrics and tests. */
  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.pages.calculatedSize;
  }

  private markOutdated(addresses: Iterable<string>): string[] {
    const now = this.now();
    const marked: string[] = [];
    for (const address of addresses) {
      const kept = this.pages.peek(address);
      if (!kept) continue;
      if (kept.outdatedAt === undefined) kept.outdatedAt = now;
      marked.push(address);
    }
    return marked;
  }

  private untag(address: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const addresses = this.addressesByTag.get(tag);
      addresses?.delete(address);
      if (addresses?.size === 0) this.addressesByTag.delete(tag);
    }
  }
}
