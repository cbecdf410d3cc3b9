import type { PageRead } from './data-tags';
import { parseSubmittedForm, type SubmittedForm } from './form-posts';
import type { PartOutcome, RenderedPage } from './render-page';
import { SECTION_NAMES, type SectionName } from './site-map';

/**
 * How the site server and a renderer generation (site-server/src/generations/renderer-main.ts,
 * one process per set of section builds, rendering with the shell's server build) talk: the
 * renderer says it is ready over IPC (RendererMessage), then each page is an HTTP GET of its path
 * and query to the renderer's loopback port. With tracing on (see ./tracing.ts) that GET carries
 * the W3C `traceparent` of the site server's request, and the renderer's API reads carry its own,
 * so a render and its reads join the visitor's trace; the renderer gets the site server's OTEL_
 * settings in its environment for that.
 *
 * A page answering a form post (front/form-posts.ts) is a POST of the same path instead, its body
 * `FormRenderRequest` as JSON: rendered for that one answer, never cached by either side.
 */

/** What one renderer generation is started with (as JSON in RENDERER_CONFIG): one set of pinned builds. */
export interface RendererConfig {
  /** The build id each section is pinned to for this generation's life. */
  pins: Record<SectionName, string>;
  /** Where the section builds are served (`/remotes/<name>/<buildId>/...` below it). */
  sectionsOrigin: string;
  apiOrigin: string;
  siteOrigin: string;
  /** The shell's build folder (its page and its server build, SHELL_SERVER_ENTRY). */
  shellDir: string;
  dataBudgetMs: number;
  renderBudgetMs: number;
}

/** A renderer's word to the process that started it. */
export type RendererMessage =
  | {
      type: 'ready';
      port: number;
      unavailableSections: string[];
      warmUp: WarmUpResult[];
      /** The version of each shared package the shell's server build carries (the gate holds candidates to them). */
      sharedVersions: Record<string, string>;
      /** The generation's stylesheet (its pages link it), when the shell's build makes one. */
      stylesheet?: { file: string; css: string };
      /** Each route's stylesheet (a page links its route's), when the shell's build makes them. */
      routeStylesheets?: { file: string; css: string }[];
    }
  | { type: 'failed'; error: string };

export interface WarmUpResult {
  /** The route table's pattern, e.g. `/developer/:id?`. */
  route: string;
  /** The address rendered for it. */
  path: string;
  status: number;
  /** Errors the page's parts raised while it rendered (those parts render in the browser). */
  errors: string[];
  /** Every island the page carries, `<owner>/<module>` (`islandsInPage`): the gate holds the owner's build to exposing them. */
  islands?: string[];
}

/**
 * The header of a renderer's page answer that says how the render went (the page's parts and its
 * budget), as JSON: the body is the page's HTML, sent as it is.
 */
export const RENDER_REPORT_HEADER = 'x-site-render-report';

/** How a page's render went, beside its HTML. */
export type RenderReport = Pick<RenderedPage, 'parts' | 'renderBudgetSpent' | 'reads'>;

/** The header's value for a rendered page. */
export function renderReportHeader(page: RenderReport): string {
  const json = JSON.stringify({ parts: page.parts, renderBudgetSpent: page.renderBudgetSpent, reads: page.reads });
  // A header carries no character past Latin-1 (Node refuses it): a read's argument (a search typed
  // in any script) is written as JSON's \u escapes, which parse back to the same text.
  return json.replace(/[\u007f-\uffff]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function isPageRead(value: unknown): value is PageRead {
  if (typeof value !== 'object' || value === null) return false;
  const read = value as Record<string, unknown>;
  return typeof read.endpoint === 'string' && typeof read.answered === 'boolean';
}

const PART_OUTCOMES: ReadonlySet<string> = new Set<PartOutcome['outcome']>(['ok', 'error']);

function isPartOutcome(value: unknown): value is PartOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const part = value as Record<string, unknown>;
  return (
    (SECTION_NAMES as readonly unknown[]).includes(part.section) &&
    typeof part.module === 'string' &&
    typeof part.build === 'string' &&
    typeof part.outcome === 'string' &&
    PART_OUTCOMES.has(part.outcome)
  );
}

/**
 * The report a renderer's answer carries; nothing counted when it is missing or not one (a
 * renderer of another version): label values stay the bounded set of sections and outcomes.
 */
export function parseRenderReport(value: string | undefined): RenderReport {
  let parsed: unknown;
  try {
    parsed = value ? JSON.parse(value) : undefined;
  } catch {
    parsed = undefined;
  }
  const report = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  return {
    parts: Array.isArray(report.parts) ? report.parts.filter(isPartOutcome) : [],
    renderBudgetSpent: report.renderBudgetSpent === true,
    // Missing (a renderer of another version): the page is tagged with any change of data.
    ...(Array.isArray(report.reads) ? { reads: report.reads.filter(isPageRead) } : {}),
  };
}

/** The body of a renderer POST: the page is the request's path, rendered with this form's state. */
export interface FormRenderRequest {
  form: SubmittedForm;
}

/** The form of a renderer POST's body (JSON text), or undefined when the body is not a `FormRenderRequest`. */
export function parseFormRenderRequest(body: string): SubmittedForm | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null
      ? parseSubmittedForm((parsed as { form?: unknown }).form)
      : undefined;
  } catch {
    return undefined;
  }
}
