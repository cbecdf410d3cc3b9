import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  eventHandlerAttributes,
  inlineElements,
  isRunnableScript,
  type RenderedPage,
  SHELL_INLINE_SCRIPTS,
} from '@site/contracts';

/**
 * Why a rendered page was refused: a runnable inline script the page runtime did not build, an
 * `on*=` attribute, or a policy whose `script-src` is not exactly the built scripts' hashes.
 */
export type PageRefusalReason = 'inline_script' | 'event_handler' | 'script_policy';

/** A page a renderer sent that the site refuses to serve: its visitor gets the page the browser renders. */
export class PageRefused extends Error {
  constructor(readonly reason: PageRefusalReason) {
    super(`page refused: ${reason}`);
  }
}

/** The inline scripts the shell was built with: their exact texts, and the `script-src` naming their hashes. */
export interface BuiltInlineScripts {
  texts: ReadonlySet<string>;
  scriptSource: string;
}

/** Reads SHELL_INLINE_SCRIPTS in the shell's build folder (the page runtime's manifest). */
export function builtInlineScripts(shellDir: string): BuiltInlineScripts {
  const file = path.join(shellDir, SHELL_INLINE_SCRIPTS);
  const scripts = JSON.parse(readFileSync(file, 'utf8')) as { text?: unknown; hash?: unknown }[];
  const whole = scripts.every((script) => typeof script.text === 'string' && typeof script.hash === 'string');
  if (scripts.length === 0 || !whole) throw new Error(`${file} names no inline script: build again (npm run build)`);
  return {
    texts: new Set(scripts.map((script) => script.text as string)),
    scriptSource: ["script-src 'self'", ...scripts.map((script) => script.hash as string)].join(' '),
  };
}

/**
 * Why a page may not be served, or undefined when it may: every runnable inline script must be
 * exactly one the page runtime built, no element may carry an event-handler attribute, and the
 * page's policy must allow scripts by exactly the hashes the build computed (nothing is hashed
 * from the page). An empty answer passes. Data scripts (JSON state, JSON-LD) are not run and pass.
 */
export function pageRefusal(
  page: Pick<RenderedPage, 'html' | 'contentSecurityPolicy'>,
  built: BuiltInlineScripts,
): PageRefusalReason | undefined {
  // A renderer's 500 (its renderPage threw) has no page to run, and is treated as before.
  if (page.html.trim() === '') return undefined;
  const foreign = inlineElements(page.html).some(
    (element) => isRunnableScript(element) && !built.texts.has(element.text),
  );
  if (foreign) return 'inline_script';
  if (eventHandlerAttributes(page.html).length > 0) return 'event_handler';
  const scriptSource = page.contentSecurityPolicy
    .split(/;\s*/)
    .find((directive) => directive.startsWith('script-src '));
  return scriptSource === built.scriptSource ? undefined : 'script_policy';
}

export interface PageScriptGuardOptions {
  built: BuiltInlineScripts;
  /** One line per refused page: the reason and the address, never the page's content. */
  log: (entry: Record<string, unknown>) => void;
  /** Counted (site_pages_refused_total). */
  onRefused: (reason: PageRefusalReason) => void;
}

/** Checks each page a renderer sends before the site keeps or sends it; throws PageRefused for a page it refuses. */
export function pageScriptGuard(options: PageScriptGuardOptions): (page: RenderedPage, url: string) => void {
  return (page, url) => {
    const reason = pageRefusal(page, options.built);
    if (!reason) return;
    options.log({ level: 'error', msg: 'page refused; page rendered in the browser', reason, url });
    options.onRefused(reason);
    throw new PageRefused(reason);
  };
}
