import { createHash } from 'node:crypto';
import type { InlineHash, PageInlineHashes } from '@site/contracts';

/** Script types a browser runs or acts on (speculation rules); anything else (JSON state, JSON-LD) is data. */
const RUNNABLE_SCRIPT_TYPE = /^(?:|text\/javascript|module|application\/javascript|speculationrules)$/i;

function sha256(text: string): InlineHash {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function typeOf(attributes: string): string {
  return /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
}

/**
 * The CSP hashes of a page's inline elements: each `<script>` with a body that a browser runs and
 * each `<style>`, hashed over its exact text. Read from the finished HTML, so whatever wrote an
 * inline element (the colour-scheme script, emotion, a section), the policy names exactly it.
 * Script and style bodies cannot contain their own end tag (the HTML parser ends them there), so a
 * lazy match finds each body as the browser will; both are read in one pass, in document order, so
 * a script whose text speaks of `<style>` (the inline controls do) is a script, as the browser sees it.
 */
export function inlineHashes(html: string): PageInlineHashes {
  const scripts: InlineHash[] = [];
  const styles: InlineHash[] = [];
  for (const [, tag = '', attributes = '', body = ''] of html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/gi)) {
    if (tag.toLowerCase() === 'style') styles.push(sha256(body));
    else if (body !== '' && RUNNABLE_SCRIPT_TYPE.test(typeOf(attributes))) scripts.push(sha256(body));
  }
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}
