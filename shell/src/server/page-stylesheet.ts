import { createHash } from 'node:crypto';
import type { PageStyleRules, PageStylesheet } from '@site/contracts';

/**
 * A generation's stylesheet from the pages its warm-up rendered (every route once): each global
 * style once, first, then each class's rules once, in the order the routes first used them (the
 * home page's exactly as it renders). Named by a digest of its text, so the same builds and data
 * give the same file on every site server, and a browser keeps it as long as it is the same.
 */
export function pageStylesheetOf(pages: readonly PageStyleRules[]): PageStylesheet {
  const globals = new Map<string, string>();
  const rules = new Map<string, string>();
  for (const page of pages) {
    for (const { name, css } of page.globals) if (!globals.has(name)) globals.set(name, css);
    for (const { id, css } of page.rules) if (!rules.has(id)) rules.set(id, css);
  }
  const css = [...globals.values(), ...rules.values()].join('');
  const digest = createHash('sha256').update(css, 'utf8').digest('hex').slice(0, 20);
  return { file: `${digest}.css`, css, globals: [...globals.keys()], ids: [...rules.keys()] };
}
