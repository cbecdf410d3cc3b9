/**
 * Between pages the site navigates by whole documents (islands: no page is rendered in the
 * browser), made near-instant: Chromium fetches a same-site page when a link is hovered or
 * pressed (Speculation Rules: prefetch on hover, prerender on press; pages come from the page
 * cache). Browsers without them simply navigate. The API, the sections' files and sitemap-like
 * files are never fetched ahead. Not a script: its JSON is written at build time into a
 * `<script type="speculationrules">`, which the policy allows by its hash as it does a script.
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

export const SPECULATION_RULES = {
  prefetch: [{ where: pages, eagerness: 'moderate' }],
  prerender: [{ where: pages, eagerness: 'conservative' }],
};
