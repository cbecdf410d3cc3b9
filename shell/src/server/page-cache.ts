/** A rendered page and its policy, kept as they are sent: the same for every visitor. */
export interface CachedPage {
  status: number;
  html: string;
  contentSecurityPolicy: string;
}

interface Entry extends CachedPage {
  expires: number;
}

export interface PageCacheOptions {
  /** How long a page is served from memory: as long as the API keeps its catalogue (5 s). */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Rendered pages for a few seconds, per URL, within one renderer generation (a release
 * starts a new generation, with an empty cache). Rendering the home page costs tens of
 * milliseconds of CPU; a campaign's burst of visitors then costs one render per page every few
 * seconds. Visitors asking for a page while it renders wait for that render.
 */
export class PageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage | undefined>>();

  constructor(private readonly options: PageCacheOptions) {}

  /** A fresh page for the key, waiting for one being rendered; undefined when it must be rendered. */
  async fresh(key: string): Promise<CachedPage | undefined> {
    const entry = this.pages.get(key);
    if (entry && entry.expires > Date.now()) return entry;
    return this.rendering.get(key);
  }

  /** Records that the page for the key is being rendered; `done` settles with it (or undefined: not kept). */
  filling(key: string, done: Promise<CachedPage | undefined>): void {
    const kept = done.then(
      (page) => {
        if (page) this.keep(key, page);
        return page;
      },
      () => undefined,
    );
    this.rendering.set(key, kept);
    void kept.finally(() => this.rendering.delete(key));
  }

  private keep(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { ...page, expires: Date.now() + this.options.ttlMs });
    while (this.pages.size > this.options.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
