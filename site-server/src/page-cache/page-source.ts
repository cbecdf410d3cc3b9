import { ANY_DATA_TAG, dataTagsOfReads, type RenderedPage } from '@site/contracts';
import { type KeptPage, PageShelf } from './page-shelf';
import { RecentAddresses } from './recent-addresses';
import { RenderAdmission, type RenderLimits } from './render-admission';
import { type ShelvedPage, shelvePage } from './shelved-page';

/** Who renders a page on a miss: the generation serving now, named by its set of section builds. */
export interface PageRenderer {
  /** The section builds it is pinned to, e.g. `apps@1a2b,developers@3c4d,...`: a page of others is out of date. */
  buildsKey: string;
  render(address: string): Promise<RenderedPage | undefined>;
}

/** Who renders now: the serving generation, undefined while none is warm. */
export interface ServingRenderer {
  renderer(): PageRenderer | undefined;
}

/** A page to send, or word that the site is too busy to render one it never had (503). */
export type PageAnswer = { page: ShelvedPage } | { busy: true };

/**
 * Where the front's pages plugin gets a page: kept whole and compressed in this process, the same
 * bytes for every visitor. Undefined: no renderer can answer, and the browser renders the page.
 */
export interface PageSource {
  /** The page at `address` (@site/contracts' pageAddress) for a visitor at `client` (their address). */
  page(address: string, client: string): Promise<PageAnswer | undefined>;
}

/** How a look-up went: current (hit), a kept copy sent (stale), rendered first (miss), or 503 (busy). */
export type PageLookup = 'hit' | 'stale' | 'miss' | 'busy';

export interface CachedPagesOptions {
  /** Bytes of pages kept in memory (brotli and gzip; DEFAULT_PAGE_BYTES). */
  maxBytes?: number;
  /** How long a page with a part or read left to the browser is sent before it is rendered again. */
  retryMs?: number;
  limits?: RenderLimits;
  /** Told of every look-up (the site's metrics count them). */
  onLookup?: (result: PageLookup) => void;
  now?: () => number;
  /** How often a release is looked for when no visitor comes (to render the last hour's pages again). */
  releaseCheckMs?: number;
  /** Told of every page rendered and kept (tests await it rather than time). */
  onKept?: (address: string, kept: KeptPage) => void;
}

/** Pages kept, as brotli: 96 MB holds about 9,000 directory searches or profiles (docs/decisions/page-cache.md). */
export const DEFAULT_PAGE_BYTES = 96 * 1024 * 1024;
/** A page whose reads did not all answer is rendered again after this (what the API's catalogue keeps). */
export const INCOMPLETE_PAGE_RETRY_MS = 5000;
/**
 * An outdated page is still sent this long after its data changed, while its replacement renders;
 * later its visitor waits for the render (or gets it when the site is too busy to render).
 */
export const OUTDATED_PAGE_GRACE_MS = 2000;
/** How long a waiting background render looks again for a free slot. */
const BACKGROUND_RETRY_MS = 50;

export interface CachedPages extends PageSource {
  /** The data these tags name changed (`*`: everything): their pages are replaced. */
  dataChanged(tags: readonly string[]): void;
  readonly shelf: PageShelf;
  readonly admission: RenderAdmission;
  /** Renders waiting to be rendered again in the background (warm-again). */
  readonly warming: number;
  stop(): void;
}

/**
 * The site server's page cache: pages kept until a release or a change of the data they read
 * (page-shelf.ts), renders admitted by render-admission.ts, and the pages served in the last hour
 * rendered again in the background after a release or a change, before a visitor asks.
 */
export function cachedPages(serving: ServingRenderer, options: CachedPagesOptions = {}): CachedPages {
  return new PageCache(serving, options);
}

type PageState = 'current' | 'replace while sent' | 'render first';

class PageCache implements CachedPages {
  readonly shelf: PageShelf;
  readonly admission: RenderAdmission;
  private readonly recent: RecentAddresses;
  private readonly now: () => number;
  /** Renders under way, by builds and address: visitors of the same page share one. */
  private readonly rendering = new Map<string, Promise<KeptPage | undefined | 'client' | 'full'>>();
  /** Addresses to render again in the background, in order. */
  private readonly toWarm = new Set<string>();
  private warmTimer: NodeJS.Timeout | undefined;
  private readonly releaseTimer: NodeJS.Timeout;
  private buildsKey: string | undefined;

  constructor(
    private readonly serving: ServingRenderer,
    private readonly options: CachedPagesOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.shelf = new PageShelf({ maxBytes: options.maxBytes ?? DEFAULT_PAGE_BYTES, now: this.now });
    this.admission = new RenderAdmission(options.limits);
    this.recent = new RecentAddresses(this.now);
    this.releaseTimer = setInterval(() => this.noticeRelease(), options.releaseCheckMs ?? 1000);
    this.releaseTimer.unref();
  }

  get warming(): number {
    return this.toWarm.size;
  }

  async page(address: string, client: string): Promise<PageAnswer | undefined> {
    const renderer = this.noticeRelease();
    if (!renderer) return undefined;
    const kept = this.shelf.get(address);
    const state = this.stateOf(kept, renderer.buildsKey);
    if (kept && state === 'current') return this.sent(address, 'hit', kept.page);
    if (kept && state === 'replace while sent') {
      this.replaceFirst(address, renderer, client);
      return this.sent(address, 'stale', kept.page);
    }
    const rendered = await this.renderShared(address, renderer, (render) => this.admission.visitor(client, render));
    if (rendered && typeof rendered === 'object') return this.sent(address, 'miss', rendered.page);
    // Refused (too busy, or this client's share is taken) or failed: any copy kept, of any release.
    if (kept) return this.sent(address, 'stale', kept.page);
    if (rendered === undefined) return undefined;
    this.options.onLookup?.('busy');
    return { busy: true };
  }

  dataChanged(tags: readonly string[]): void {
    const outdated = new Set(tags.includes(ANY_DATA_TAG) ? this.shelf.outdateAll() : this.shelf.outdate(tags));
    // The most recently served first: they are the likeliest to be asked for next.
    this.warm(this.recent.list().filter((address) => outdated.has(address)));
  }

  stop(): void {
    clearInterval(this.releaseTimer);
    clearTimeout(this.warmTimer);
    this.toWarm.clear();
  }

  /** A page sent: counted, and its address remembered to be rendered again before it is needed (a 503 is not). */
  private sent(address: string, result: PageLookup, page: ShelvedPage): PageAnswer {
    this.recent.note(address);
    this.options.onLookup?.(result);
    return { page };
  }

  private stateOf(kept: KeptPage | undefined, buildsKey: string): PageState {
    if (!kept || kept.buildsKey !== buildsKey) return 'render first';
    const now = this.now();
    if (kept.outdatedAt !== undefined)
      return now - kept.outdatedAt <= OUTDATED_PAGE_GRACE_MS ? 'replace while sent' : 'render first';
    if (!kept.complete && now - kept.page.renderedAt > (this.options.retryMs ?? INCOMPLETE_PAGE_RETRY_MS))
      return 'replace while sent';
    return 'current';
  }

  /** The serving renderer; a new set of builds (a release) puts the last hour's pages up to be rendered again. */
  private noticeRelease(): PageRenderer | undefined {
    const renderer = this.serving.renderer();
    if (!renderer || renderer.buildsKey === this.buildsKey) return renderer;
    const released = this.buildsKey !== undefined;
    this.buildsKey = renderer.buildsKey;
    if (released) this.warm(this.recent.list());
    return renderer;
  }

  /**
   * A page a visitor is sent while it is replaced: its render goes ahead of the background's, in
   * the visitor's share (not awaited: the visitor has the kept copy); refused, it waits its turn.
   */
  private replaceFirst(address: string, renderer: PageRenderer, client: string): void {
    const started = this.renderShared(address, renderer, (render) => this.admission.visitor(client, render));
    void started?.then((result) => {
      if (typeof result === 'string') this.warm([address]);
    });
  }

  /** One render per page and builds however many ask; `admit` decides whether it may start. */
  private renderShared(
    address: string,
    renderer: PageRenderer,
    admit: (
      render: () => Promise<KeptPage | undefined>,
    ) => Promise<KeptPage | undefined | 'client' | 'full'> | undefined,
  ): Promise<KeptPage | undefined | 'client' | 'full'> | undefined {
    const key = `${renderer.buildsKey} ${address}`;
    const under = this.rendering.get(key);
    if (under) return under;
    const started = admit(() => this.renderAndKeep(address, renderer));
    if (!started) return undefined;
    const shared = started.finally(() => this.rendering.delete(key));
    this.rendering.set(key, shared);
    return shared;
  }

  private async renderAndKeep(address: string, renderer: PageRenderer): Promise<KeptPage | undefined> {
    const startedAt = this.shelf.changeCount;
    let rendered: RenderedPage | undefined;
    try {
      rendered = await renderer.render(address);
    } catch {
      rendered = undefined;
    }
    if (!rendered) return undefined;
    const page = await shelvePage(rendered, this.now());
    const kept = this.shelf.keep(
      address,
      {
        page,
        buildsKey: renderer.buildsKey,
        // A renderer that does not report its reads (an older one): any change replaces its pages.
        tags: rendered.reads ? dataTagsOfReads(rendered.reads) : [ANY_DATA_TAG],
        complete: isComplete(rendered),
      },
      startedAt,
    );
    this.options.onKept?.(address, kept);
    return kept;
  }

  /** Puts addresses up to be rendered again in the background, and starts what free slots allow. */
  private warm(addresses: readonly string[]): void {
    for (const address of addresses) this.toWarm.add(address);
    this.pump();
  }

  private pump(): void {
    clearTimeout(this.warmTimer);
    this.warmTimer = undefined;
    for (const address of this.toWarm) {
      const renderer = this.serving.renderer();
      if (!renderer) return;
      if (this.stateOf(this.shelf.peek(address), renderer.buildsKey) === 'current') {
        this.toWarm.delete(address);
        continue;
      }
      const started = this.renderShared(address, renderer, (render) => this.admission.background(render));
      if (!started) {
        // No slot free beside the visitors': looked at again shortly.
        this.warmTimer = setTimeout(() => this.pump(), BACKGROUND_RETRY_MS);
        this.warmTimer.unref();
        return;
      }
      this.toWarm.delete(address);
      void started.finally(() => this.pump());
    }
  }
}

/** Whether every part rendered and every read answered: else the page is rendered again soon. */
function isComplete(page: RenderedPage): boolean {
  return (
    page.status < 500 &&
    !page.renderBudgetSpent &&
    page.parts.every((part) => part.outcome === 'ok') &&
    (page.reads ?? []).every((read) => read.answered)
  );
}
