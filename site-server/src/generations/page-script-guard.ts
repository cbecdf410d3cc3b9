import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  eventHandlerAttributes,
  inlineElements,
  isRunnableScript,
  type RenderedPage,
  SHELL_INLINE_SCRIPTS,
} from '@site/contracts';

/** Why a rendered page was refused: a runnable inline script the page runtime did not build, or an `on*=` attribute. */
export type PageRefusalReason = 'inline_script' | 'event_handler';

/** A page a renderer sent that the site refuses to serve: its visitor gets the page the browser renders. */
export class PageRefused extends Error {
  constructor(readonly reason: PageRefusalReason) {
    super(`page refused: ${reason}`);
  }
}

/** The texts of the inline scripts the shell was built with (SHELL_INLINE_SCRIPTS in its build folder). */
export function builtInlineScriptTexts(shellDir: string): ReadonlySet<string> {
  const file = path.join(shellDir, SHELL_INLINE_SCRIPTS);
  const scripts = JSON.parse(readFileSync(file, 'utf8')) as { text?: unknown }[];
  const texts = scripts.map((script) => script.text);
  if (texts.length === 0 || !texts.every((text): text is string => typeof text === 'string')) {
    throw new Error(`${file} names no inline script: build the shell again (npm run build)`);
  }
  return new Set(texts);
}

/**
 * Why a page's HTML may not be served, or undefined when it may: every runnable inline script must
 * be exactly one the page runtime built (the policy allows those by the hashes their build
 * computed, and nothing is hashed from the page), and no element may carry an event-handler
 * attribute. Data scripts (JSON state, JSON-LD) are not run and pass.
 */
export function pageRefusal(html: string, built: ReadonlySet<string>): PageRefusalReason | undefined {
  const foreign = inlineElements(html).some((element) => isRunnableScript(element) && !built.has(element.text));
  if (foreign) return 'inline_script';
  return eventHandlerAttributes(html).length > 0 ? 'event_handler' : undefined;
}

export interface PageScriptGuardOptions {
  built: ReadonlySet<string>;
  /** One line per refused page: the reason and the address, never the page's content. */
  log: (entry: Record<string, unknown>) => void;
  /** Counted (site_pages_refused_total). */
  onRefused: (reason: PageRefusalReason) => void;
}

/** Checks each page a renderer sends before the site keeps or sends it; throws PageRefused for a page it refuses. */
export function pageScriptGuard(options: PageScriptGuardOptions): (page: RenderedPage, url: string) => void {
  return (page, url) => {
    const reason = pageRefusal(page.html, options.built);
    if (!reason) return;
    options.log({ level: 'error', msg: 'page refused; page rendered in the browser', reason, url });
    options.onRefused(reason);
    throw new PageRefused(reason);
  };
}
