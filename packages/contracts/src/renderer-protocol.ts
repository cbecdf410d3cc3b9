import type { SectionName } from './site-map';

/**
 * How the site's server (the gateway) and a renderer generation (the shell's `dist/server/renderer.js`,
 * one process per set of section builds) talk.
 */

/** What one renderer generation is started with (as JSON in RENDERER_CONFIG): one set of pinned builds. */
export interface RendererConfig {
  /** The build id each section is pinned to for this generation's life. */
  pins: Record<SectionName, string>;
  /** Where the section builds are served (`/remotes/<name>/<buildId>/...` below it). */
  sectionsOrigin: string;
  apiOrigin: string;
  siteOrigin: string;
  /** The shell's build folder (its page and `server/render-page.js`). */
  shellDir: string;
  dataBudgetMs: number;
  renderBudgetMs: number;
}

/** A renderer's word to the process that started it. */
export type RendererMessage =
  | { type: 'ready'; port: number; unavailableSections: string[]; warmUp: WarmUpResult[] }
  | { type: 'failed'; error: string };

export interface WarmUpResult {
  /** The route table's pattern, e.g. `/developer/:id?`. */
  route: string;
  /** The address rendered for it. */
  path: string;
  status: number;
  /** Errors the page's parts raised while it rendered (those parts render in the browser). */
  errors: string[];
}
