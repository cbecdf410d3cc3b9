/**
 * Between pages the site navigates by whole documents (islands: no page is rendered in the
 * browser), made near-instant: Chromium fetches a same-site page when a link is hovered or
 * pressed (Speculation Rules: prefetch on hover, prerender on press; pages come from the page
 * cache), and the new page cross-fades in (cross-document View Transitions). Browsers without
 * either simply navigate. The API, the sections' files and sitemap-like files are never fetched
 * ahead.
 */
const pages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/remotes/*' } },
    { not: { href_matches: '/*.*' } },
    { not: { selector_matches: '[rel~=nofollow], [download]' } },
  ],
};

const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: pages, eagerness: 'moderate' }],
  prerender: [{ where: pages, eagerness: 'conservative' }],
});

export const NAVIGATION_HINTS = `<script type="speculationrules">${SPECULATION_RULES}</script><style>@view-transition{navigation:auto}</style>`;
