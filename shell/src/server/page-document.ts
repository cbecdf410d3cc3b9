import { fullPageTitle, type ServerPageFacts } from '@site/platform';

/** What the renderer writes around React's stream: the page's <head>, and what follows the markup. */
export interface PageDocument {
  head: string;
  tail: string;
}

interface HeadFacts {
  facts: ServerPageFacts;
  /** None on a 404: a page that does not exist names no canonical address. */
  canonicalUrl?: string;
  structuredData: readonly object[];
  /** Inline elements the head needs before the body is painted: the colour-scheme script, the page's styles. */
  headElements: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** JSON-LD may hold visitor-visible text: no `<` may end its script element. */
function jsonLd(data: object): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell's built page (its scripts, styles and icons) with this page's title, description,
 * canonical URL, Open Graph tags, structured data and head elements, split where React's markup
 * goes. The root's `dark` class stays as built: the default scheme, which the colour-scheme script
 * changes for a visitor who chose light.
 */
export function pageDocument(template: string, head: HeadFacts): PageDocument {
  const rootAt = template.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`The shell's page has no ${ROOT_ELEMENT}`);
  const title = escapeHtml(fullPageTitle(head.facts.title ?? 'PowerAI Consulting'));
  const description = escapeHtml(head.facts.description ?? '');
  const url = head.canonicalUrl === undefined ? undefined : escapeHtml(head.canonicalUrl);
  const tags = [
    ...(url ? [`<link rel="canonical" href="${url}" />`] : []),
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(url ? [`<meta property="og:url" content="${url}" />`] : []),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="PowerAI Consulting" />',
    ...head.structuredData.map(jsonLd),
    head.headElements,
  ].join('\n    ');
  const before = template
    .slice(0, rootAt)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
  return { head: `${before}<div id="root">`, tail: `</div>${template.slice(rootAt + ROOT_ELEMENT.length)}` };
}
