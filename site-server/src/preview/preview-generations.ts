import type { SectionName } from '@site/contracts';
import type { PreviewClaims } from '@site/contracts/release-files';
import type { Warm } from '../generations/generations';
import type { Verdict } from '../release-gate/judge';

/** A preview ready to render, or the gate's refusal of its build. */
export type PreparedPreview = { warm: Warm } | { refused: Verdict };

export interface PreviewGenerationsOptions {
  /** The release gate on one section's build beside the serving builds, and its warm generation when accepted. */
  judge(section: SectionName, build: string): Promise<{ verdict: Verdict; warm?: Warm }>;
  /** A preview's generation no longer wanted: stops once its pages are sent (unless it also serves). */
  retire(warm: Warm): void;
  log: (entry: Record<string, unknown>) => void;
  /** Preview generations alive at once, across sections; the one expiring first makes room. */
  maxLive?: number;
  now?: () => number;
}

interface Preview {
  claims: PreviewClaims;
  prepared: Promise<PreparedPreview>;
}

/** Two previews at once: each is a renderer process (about the serving one's memory). */
export const DEFAULT_MAX_LIVE_PREVIEWS = 2;

/**
 * The renderer generations of previews: one per section at most (a newer build of a section
 * replaces its preview), `maxLive` in all, each pinned to the builds serving when it was prepared
 * plus the previewed build, and retired when its token expires. So the site runs at most
 * serving + previous + one warming + `maxLive` previews (+ one canary per section) renderers.
 * A token is the whole state: after a restart, the first request carrying it prepares it again.
 */
export class PreviewGenerations {
  private readonly previews = new Map<SectionName, Preview>();
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: PreviewGenerationsOptions) {
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.retireExpired(), 10_000);
    this.sweeper.unref();
  }

  /** The preview the claims name, gated and warmed the first time it is asked for. */
  prepare(claims: PreviewClaims): Promise<PreparedPreview> {
    this.retireExpired();
    const kept = this.previews.get(claims.section);
    if (kept && kept.claims.build === claims.build) {
      // Another token for the same build (a second preview link) lives as long as the longest.
      if (claims.expiresAt > kept.claims.expiresAt) kept.claims = claims;
      return kept.prepared;
    }
    if (kept) this.retire(kept, 'replaced by a newer preview of its section');
    const preview: Preview = { claims, prepared: this.judged(claims) };
    this.previews.set(claims.section, preview);
    const maxLive = this.options.maxLive ?? DEFAULT_MAX_LIVE_PREVIEWS;
    while (this.previews.size > maxLive) {
      const first = [...this.previews.values()]
        .filter((other) => other !== preview)
        .sort((a, b) => a.claims.expiresAt - b.claims.expiresAt)[0];
      if (!first) break;
      this.retire(first, `more than ${maxLive} previews at once`);
    }
    return preview.prepared;
  }

  /** The previews alive now (the site's status). */
  live(): PreviewClaims[] {
    return [...this.previews.values()].map((preview) => preview.claims);
  }

  stop(): void {
    clearInterval(this.sweeper);
    for (const preview of [...this.previews.values()]) this.retire(preview, 'the site is stopping');
  }

  private async judged(claims: PreviewClaims): Promise<PreparedPreview> {
    try {
      const { verdict, warm } = await this.options.judge(claims.section, claims.build);
      if (verdict.accepted && warm) {
        this.options.log({ level: 'info', msg: 'preview ready', section: claims.section, build: claims.build });
        return { warm };
      }
      return { refused: verdict };
    } catch (error) {
      return { refused: { accepted: false, refusals: [{ check: 'server render', reason: String(error) }] } };
    }
  }

  private retireExpired(): void {
    const now = this.now();
    for (const preview of [...this.previews.values()]) {
      if (preview.claims.expiresAt <= now) this.retire(preview, 'its token expired');
    }
  }

  private retire(preview: Preview, why: string): void {
    if (this.previews.get(preview.claims.section) === preview) this.previews.delete(preview.claims.section);
    const { section, build } = preview.claims;
    this.options.log({ level: 'info', msg: 'preview retired', section, build, why });
    void preview.prepared.then((prepared) => {
      if ('warm' in prepared) this.options.retire(prepared.warm);
    });
  }
}
