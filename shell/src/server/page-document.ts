import type { ThemeMode } from '@site/contracts';
import { fullPageTitle, type ServerPageFacts } from '@site/platform';

/** What the renderer writes around React's stream: the page's <head>, and what follows the markup. */
export interface PageDocument {
  head: string;
  tail: string;
}

interface HeadFacts {
  facts: ServerPageFacts;
  canonicalUrl: string;
  themeMode: ThemeMode;
  structuredData: readonly object[];
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
 * canonical URL, Open Graph tags and structured data, split where React's markup goes.
 */
export function pageDocument(template: string, head: HeadFacts): PageDocument {
  const rootAt = template.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`The shell's page has no ${ROOT_ELEMENT}`);
  const title = escapeHtml(fullPageTitle(head.facts.title ?? 'PowerAI Consulting'));
  const description = escapeHtml(head.facts.description ?? '');
  const url = escapeHtml(head.canonicalUrl);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="PowerAI Consulting" />',
    ...head.structuredData.map(jsonLd),
  ].join('\n    ');
  const before = template
    .slice(0, rootAt)
    .replace(/<html([^>]*) class="dark"/, head.themeMode === 'dark' ? '<html$1 class="dark"' : '<html$1')
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
  return { head: `${before}<div id="root">`, tail: `</div>${template.slice(rootAt + ROOT_ELEMENT.length)}` };
}
