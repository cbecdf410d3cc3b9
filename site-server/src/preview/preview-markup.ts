import type { BudgetVerdict, PreviewClaims } from '@site/contracts/release-files';
import { verdictMarkup } from './verdict-markup';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The banner's look: inline, so it needs no stylesheet (the page's CSP allows style attributes). */
const BANNER_STYLE =
  'position:fixed;inset:auto 12px 12px auto;z-index:2147483647;max-width:calc(100vw - 24px);padding:8px 12px;' +
  'border-radius:8px;background:#7c2d12;color:#fff;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.4)';

/**
 * The small banner a preview page carries: the section and build it previews, the way out, and
 * the budget gate's verdict on the build when the release command wrote one.
 */
export function previewBanner(claims: PreviewClaims, verdict?: BudgetVerdict): string {
  const what = `${escapeHtml(claims.section)} build ${escapeHtml(claims.build)}`;
  return (
    `<aside data-preview-banner role="note" aria-label="Preview" style="${BANNER_STYLE}">` +
    `Preview of ${what}, until ${escapeHtml(new Date(claims.expiresAt).toISOString())}: visitors do not see it. ` +
    `<a href="?preview=off" style="color:inherit">Leave the preview</a>${verdictMarkup(verdict)}</aside>`
  );
}

/**
 * A rendered page made a preview page: `noindex` for robots in its head, the banner last in its
 * body (outside every island's root, so no hydration sees it).
 */
export function markAsPreview(html: string, claims: PreviewClaims, verdict?: BudgetVerdict): string {
  const robots = '<meta name="robots" content="noindex">';
  const head = html.indexOf('</head>');
  const withRobots = head >= 0 ? `${html.slice(0, head)}${robots}${html.slice(head)}` : `${robots}${html}`;
  const body = withRobots.lastIndexOf('</body>');
  const banner = previewBanner(claims, verdict);
  return body >= 0 ? `${withRobots.slice(0, body)}${banner}${withRobots.slice(body)}` : `${withRobots}${banner}`;
}
