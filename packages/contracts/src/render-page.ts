import type { PageRead } from './data-tags';
import type { SubmittedForm } from './form-posts';
import type { PageStyleRules, PageStylesheet } from './page-stylesheet';
import type { SectionName } from './site-map';

/**
 * What one page is on the server (`render-page`): the contract between the shell, whose server
 * build implements `renderPage`, and the site server's renderer processes, which call it. Written
 * once here because neither side imports the other.
 */

/** What a renderer holds for the life of its generation: one set of pinned section builds. */
export interface RendererSetup<Sections = unknown> {
  /** The shell's built page. */
  template: string;
  apiOrigin: string;
  /** The configured public origin (canonical URLs never come from the request's Host). */
  siteOrigin: string;
  /** Each part's component, from the pinned section builds (one that throws renders in the browser). */
  sections: Sections;
  /** The manifests of the pinned builds, as the browser must load them. */
  sectionLocations: Record<SectionName, string>;
  /** How long the page's reads may take before the browser is left to finish them. */
  dataBudgetMs: number;
  /** How long React may take before the parts still rendering are left to the browser. */
  renderBudgetMs: number;
  onError: (error: unknown) => void;
  /**
   * The generation's stylesheet, made once its warm-up has rendered every route: pages link it and
   * write inline only the rules it lacks. None while warming up (pages carry all their CSS then).
   */
  pageStylesheet?: PageStylesheet;
  /**
   * Each route's stylesheet, by the route table's pattern (`NOT_FOUND_ROUTE` for a page no route
   * answers): a page links its route's, or `pageStylesheet` where its route has none.
   */
  routeStylesheets?: Readonly<Record<string, PageStylesheet>>;
}

export interface PageRequest {
  /** Path and query, e.g. `/developers?skill=Power%20BI`. Nothing else of the request matters. */
  url: string;
  /**
   * A form posted without JavaScript that needs correcting or sending again: the page is rendered
   * once, for that post, with its values (never cached: it holds what a visitor typed).
   */
  form?: SubmittedForm;
}

/**
 * How one part of a page went on the server: `ok` when the server rendered it, `error` when it was
 * left to the browser (it threw, its section's server build is missing, or the render budget cut it).
 */
export interface PartOutcome {
  section: SectionName;
  module: string;
  /** The section's build that rendered it (or failed to). */
  build: string;
  outcome: 'ok' | 'error';
}

/** A whole page: the same for every visitor until its data or a section's build changes. */
/** `Server-Timing: render-cpu;dur=<ms>`: what a page's render cost the renderer's CPU. */
export function renderCpuTiming(ms: number): string {
  return `render-cpu;dur=${ms.toFixed(1)}`;
}

/** The CPU ms a `Server-Timing` header names for the render, if it does. */
export function renderCpuOfTiming(header: string | undefined): number | undefined {
  const match = /render-cpu;dur=([\d.]+)/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** The page's policy, naming the hashes of exactly its inline scripts and styles. */
  contentSecurityPolicy: string;
  /** Each part of the page's route, in order (none on the 404 page): what the site server counts per section build. */
  parts: PartOutcome[];
  /** Whether the render budget ran out before every part was done (those parts render in the browser). */
  renderBudgetSpent: boolean;
  /** The API reads the page made (the site server tags the page with them, data-tags.ts); absent from an older renderer. */
  reads?: PageRead[];
  /** The page's emotion CSS, rule by rule (what a generation's stylesheet is made of); never sent. */
  styles?: PageStyleRules;
  /** The renderer's CPU time for this page in ms (its `Server-Timing: render-cpu`), for the budget gate. */
  renderCpuMs?: number;
}
