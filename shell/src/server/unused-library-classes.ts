import { ISLAND_TAG, type PageStyleRules } from '@site/contracts';

/**
 * MUI writes its global class names on every element it renders (`MuiTypography-root
 * MuiTypography-body2`, `MuiChip-sizeSmall MuiChip-colorDefault`...): hooks for overriding its
 * styles from a stylesheet. The site styles through emotion's `css-*` classes, so most of them
 * name no rule: on `/` they were 44 KB of its HTML. A part that never hydrates keeps only those a
 * rule of the page names (`.MuiChip-label` inside a chip's rule, `.Mui-focusVisible`...).
 *
 * An island keeps its markup exactly: React hydrates it against the classes it renders itself.
 */
const LIBRARY_CLASS = /^Mui/;
const CLASS_IN_CSS = /\.(Mui[\w-]+)/g;
/** An element's start or end tag; React escapes `<` and `>` inside attribute values. */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)([^>]*)>/g;
/** Elements whose content is not markup: a `class="..."` in them is text, not an attribute. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const CLASS_ATTRIBUTE = / class="([^"]*)"/;

/** Every MUI class a rule of the page names: kept wherever it is written. */
export function libraryClassesNamedByRules(rules: PageStyleRules): Set<string> {
  const named = new Set<string>();
  for (const { css } of [...rules.globals, ...rules.rules]) {
    for (const [, name] of css.matchAll(CLASS_IN_CSS)) if (name) named.add(name);
  }
  return named;
}

function withoutUnnamed(attributes: string, named: ReadonlySet<string>): string {
  const found = CLASS_ATTRIBUTE.exec(attributes);
  if (!found) return attributes;
  const names = (found[1] ?? '').split(' ').filter((name) => name !== '');
  const kept = names.filter((name) => !LIBRARY_CLASS.test(name) || named.has(name));
  if (kept.length === names.length) return attributes;
  const replacement = kept.length === 0 ? '' : ` class="${kept.join(' ')}"`;
  return attributes.replace(CLASS_ATTRIBUTE, replacement);
}

/**
 * The page's markup with the MUI classes no rule names taken out of every element outside an
 * island (an island's own markup, and anything inside a script or a style, as written).
 */
export function withoutUnusedLibraryClasses(markup: string, rules: PageStyleRules): string {
  return withoutUnnamedLibraryClasses(markup, libraryClassesNamedByRules(rules));
}

/** The same, given the MUI classes the page's rules name. */
export function withoutUnnamedLibraryClasses(markup: string, named: ReadonlySet<string>): string {
  let islandDepth = 0;
  let written = 0;
  let result = '';
  TAG.lastIndex = 0;
  for (let tag = TAG.exec(markup); tag; tag = TAG.exec(markup)) {
    const [whole, closing, rawName = '', attributes = ''] = tag;
    const name = rawName.toLowerCase();
    if (name === ISLAND_TAG) {
      islandDepth += closing ? -1 : 1;
      continue;
    }
    if (closing) continue;
    if (islandDepth === 0 && attributes.includes(' class="')) {
      const lighter = withoutUnnamed(attributes, named);
      if (lighter !== attributes) {
        result += `${markup.slice(written, tag.index)}<${rawName}${lighter}>`;
        written = tag.index + whole.length;
      }
    }
    if (RAW_TEXT.has(name) && !attributes.endsWith('/')) {
      const end = markup.indexOf(`</${name}`, TAG.lastIndex);
      if (end === -1) break;
      TAG.lastIndex = end;
    }
  }
  return result + markup.slice(written);
}
