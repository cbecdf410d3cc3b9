import type { RenderedPage, SectionName, SubmittedForm, WarmUpResult } from '@site/contracts';

/** The build id each section is pinned to, for one generation's life. */
export type Pins = Record<SectionName, string>;

/** What a generation reports once it has loaded its builds and rendered every route once. */
export interface WarmedUp {
  unavailableSections: string[];
  warmUp: WarmUpResult[];
  /** The version of each shared package the shell's server build carries. */
  sharedVersions: Record<string, string>;
  /** The stylesheet of every route (`/page-styles/<file>`), when its shell build makes one: the stand-in for a file not kept. */
  stylesheet?: { file: string; css: string };
  /** Each route's stylesheet, the one its pages link, when its shell build makes them. */
  routeStylesheets?: { file: string; css: string }[];
}

/**
 * One renderer generation: pinned to one build of each section for its whole life (a process:
 * renderer-generation.ts; a stand-in in tests). Generations (generations.ts) decides which one
 * serves.
 */
export interface Generation {
  readonly pins: Pins;
  readonly pid: number | undefined;
  readonly ready: Promise<WarmedUp>;
  readonly exited: Promise<void>;
  /**
   * The whole page for a path and query: nothing else of a request changes it; or, with a form,
   * the page answering that form's post (rendered for it alone, never cached).
   */
  render(url: string, form?: SubmittedForm): Promise<RenderedPage>;
  /** Takes no new pages; stops once the pages it is sending are sent. */
  retire(): void;
  stop(): void;
}

export type StartGeneration = (pins: Pins) => Generation;

export function samePins(a: Pins | undefined, b: Pins | undefined): boolean {
  return a !== undefined && b !== undefined && (Object.keys(a) as SectionName[]).every((name) => a[name] === b[name]);
}
