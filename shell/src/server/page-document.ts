import { BOOT_META_NAME, FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
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

/** The shell's boot as its build writes it: a deferred script naming the federation host. */
const BOOT_SCRIPT = new RegExp(`<script defer src="([^"]+)" ${FEDERATION_HOST_ATTRIBUTE}="([^"]+)"></script>`);

/**
 * The boot named by a `<meta>` instead of a script element: the page's inline loader adds the script
 * once the first content is painted (`loadBootAfterFirstPaint` of `@site/page-runtime`). The page the browser renders
 * alone keeps the deferred script: it has nothing to paint without it. The build writes the element
 * (boot-build-config.ts): a page that names a federation host in any other shape is refused, rather
 * than silently fetching its boot beside the first screen again.
 */
function bootAfterFirstPaint(head: string): string {
  if (head.includes(FEDERATION_HOST_ATTRIBUTE) && !BOOT_SCRIPT.test(head))
    throw new Error(`The shell's page names its boot in a shape the renderer does not know: ${BOOT_SCRIPT.source}`);
  return head.replace(
    BOOT_SCRIPT,
    (_, boot: string, host: string) =>
      `<meta name="${BOOT_META_NAME}" content="${boot}" ${FEDERATION_HOST_ATTRIBUTE}="${host}" />`,
  );
}

/**
 * The shell's built page (its scripts, styles and icons) with this page's title, description,
 * canonical URL, Open Graph tags, structured data and head elements, split where React's markup
 * goes, its boot loaded after the first paint. The root's `dark` class stays as built: the default
 * scheme, which the colour-scheme script changes for a visitor who chose light.
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
  const before = bootAfterFirstPaint(template.slice(0, rootAt))
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${description}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
  return { head: `${before}<div id="root">`, tail: `</div>${template.slice(rootAt + ROOT_ELEMENT.length)}` };
}
