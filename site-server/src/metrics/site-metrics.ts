import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A renderer generation's place (generations/generations.ts): at most one of each is alive. */
export type GenerationState = 'serving' | 'previous' | 'warming';

/** How a render on a cache miss ended: a page, no page (the browser renders it), or a page with parts cut at the budget. */
export type PageRenderOutcome = 'ok' | 'error' | 'budget';

/** What the gauges read when Prometheus scrapes (nothing is counted for them meanwhile). */
export interface SiteMetricSources {
  /** How many renderer generations are alive in each state now. */
  generationStates?: () => Readonly<Record<GenerationState, number>>;
}

/**
 * The site server's metrics, by the names of the issue's catalogue (every process one registry,
 * with Node's process metrics): what the front, the page cache, the renderers' answers and the
 * release gate count, and what `GET /metrics` on the metrics listener serves. Created once by the
 * composition root; tests create their own.
 */
export interface SiteMetrics {
  readonly registry: Registry;
  /** Every request of the public port, by route template (`/developer/:id?`, `/api/*`, `unmatched`) and status. */
  readonly httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly pageRenders: Counter<'route' | 'outcome'>;
  readonly pageRenderDuration: Histogram<'route'>;
  /** One per part rendered, by the section build that rendered it. */
  readonly sectionRenders: Counter<'section' | 'build' | 'outcome'>;
  /** One per page sent (rendered now or from the cache) for each section on it, by its build. */
  readonly pagesSent: Counter<'section' | 'build' | 'outcome'>;
  readonly pageCacheLookups: Counter<'result'>;
  readonly pagesRefused: Counter<'reason'>;
  readonly releaseVerdicts: Counter<'section' | 'check' | 'verdict'>;
}

/**
 * A page from the cache takes about a millisecond, a render tens to hundreds; the API's answers
 * and the slowest renders (the 3 s budget, the 10 s wait for a renderer) sit at the top.
 */
const REQUEST_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10];

const GENERATION_STATES: readonly GenerationState[] = ['serving', 'previous', 'warming'];

export function createSiteMetrics(sources: SiteMetricSources = {}): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const generationStates = sources.generationStates;
  new Gauge({
    name: 'site_renderer_generations',
    help: 'Renderer generations alive, by state: serving pages, previous (kept warm for a rollback), warming up',
    labelNames: ['state'],
    registers,
    collect() {
      const states = generationStates?.();
      for (const state of GENERATION_STATES) this.set({ state }, states?.[state] ?? 0);
    },
  });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests to the site, by method, route template and status: the time until the answer was sent',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_SECONDS,
      registers,
    }),
    pageRenders: new Counter({
      name: 'site_page_renders_total',
      help: 'Pages rendered on a cache miss (or to replace a stale page), by route template and outcome: ok, error (rendered in the browser), budget (parts cut at the render budget)',
      labelNames: ['route', 'outcome'],
      registers,
    }),
    pageRenderDuration: new Histogram({
      name: 'site_page_render_duration_seconds',
      help: 'How long a render on a cache miss took, from asking the renderer to its whole page, by route template',
      labelNames: ['route'],
      buckets: RENDER_SECONDS,
      registers,
    }),
    sectionRenders: new Counter({
      name: 'site_section_renders_total',
      help: 'Parts rendered on the server, by section, the build that rendered them, and outcome: ok, or error (left to the browser)',
      labelNames: ['section', 'build', 'outcome'],
      registers,
    }),
    pagesSent: new Counter({
      name: 'site_pages_sent_total',
      help: 'Pages sent (rendered now or from the cache), once for each section on the page, by the build of it the page carries, and outcome: ok, or error (a part of it failed on the server and renders in the browser)',
      labelNames: ['section', 'build', 'outcome'],
      registers,
    }),
    pageCacheLookups: new Counter({
      name: 'site_page_cache_lookups_total',
      help: 'Pages asked of the page cache: hit (current), stale (a kept copy sent while a render replaces it, or when the site is too busy to render), miss (rendered first), busy (never kept and too busy to render: 503)',
      labelNames: ['result'],
      registers,
    }),
    pagesRefused: new Counter({
      name: 'site_pages_refused_total',
      help: "Pages a renderer sent that the site refused to keep or send (the browser renders them instead), by reason: inline_script (a runnable inline script the page runtime did not build), event_handler (an on*= attribute) or script_policy (a policy whose script-src is not exactly the built scripts' hashes)",
      labelNames: ['reason'],
      registers,
    }),
    releaseVerdicts: new Counter({
      name: 'site_release_verdicts_total',
      help: "The release gate's verdicts, one per check it judged a section's candidate build by: accepted or refused",
      labelNames: ['section', 'check', 'verdict'],
      registers,
    }),
  };
}
