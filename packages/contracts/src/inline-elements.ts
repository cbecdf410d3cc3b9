/**
 * The inline `<script>` and `<style>` elements of a page's HTML, as a browser reads them: the
 * renderer hashes the styles for the page's policy, the site server refuses a page carrying a
 * runnable script the page runtime did not build. A script or style body cannot contain its own end
 * tag (the HTML parser ends it there), so a lazy match finds each body as the browser will; both
 * are read in one pass, in document order, so a script whose text speaks of `<style>` (the inline
 * controls do) is a script, as the browser sees it.
 */
export interface InlineElement {
  tag: 'script' | 'style';
  /** Its `type` attribute, trimmed ('' when it has none). */
  type: string;
  text: string;
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/** Script types a browser runs or acts on (speculation rules); anything else (JSON state, JSON-LD) is data. */
const RUNNABLE_SCRIPT_TYPE =
  /^(?:|text\/javascript|module|application\/javascript|text\/ecmascript|speculationrules)$/i;

function typeOf(attributes: string): string {
  return (
    /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
      .exec(attributes)
      ?.slice(1)
      .find((value) => value !== undefined)
      ?.trim() ?? ''
  );
}

export function inlineElements(html: string): InlineElement[] {
  const found: InlineElement[] = [];
  for (const [, tag = '', attributes = '', text = ''] of html.matchAll(INLINE_ELEMENT)) {
    found.push({ tag: tag.toLowerCase() === 'style' ? 'style' : 'script', type: typeOf(attributes), text });
  }
  return found;
}

/** Whether a browser runs (or acts on) this inline element: a script with a body and a runnable type. */
export function isRunnableScript(element: InlineElement): boolean {
  return element.tag === 'script' && element.text !== '' && RUNNABLE_SCRIPT_TYPE.test(element.type);
}

/** A start tag with its attributes, each name then an optional quoted or bare value (as React writes them). */
const START_TAG = /<[a-zA-Z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/**
 * The event-handler attributes (`onclick=` and the like) of the page's elements: inline script in
 * another form. Script and style bodies are skipped (their text is not markup).
 */
export function eventHandlerAttributes(html: string): string[] {
  const markup = html.replace(INLINE_ELEMENT, '');
  const handlers: string[] = [];
  for (const [, attributes = ''] of markup.matchAll(START_TAG)) {
    for (const [, name = ''] of attributes.matchAll(ATTRIBUTE))
      if (/^on[a-z]/i.test(name)) handlers.push(name.toLowerCase());
  }
  return handlers;
}
