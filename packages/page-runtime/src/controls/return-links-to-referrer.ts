import { RETURN_TO_REFERRER_ATTRIBUTE } from '@site/contracts/page-runtime-markup';

/**
 * A link marked `data-return-to-referrer` (a profile's "Back to Developers", written as
 * `href="/developers"`) leads to the page the visitor came from when that was the link's own page
 * of this site, query included: the directory as they left it, filters and all. The browser names
 * that page in `document.referrer` (the site sends `strict-origin-when-cross-origin`, so a page of
 * its own origin is named whole). The link is pointed there when it is pressed, focused or clicked,
 * before the browser follows it; anything else (a bookmark, another page, another site) leaves it
 * as written. One listener for the whole document, in the shell's inline head script: no island,
 * no React, for what is a link.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts). It returns how to stop it.
 */
export function returnLinksToReferrer(): () => void {
  const linkSelector = `a[${RETURN_TO_REFERRER_ATTRIBUTE}]`;
  const returnAddress = (link: HTMLAnchorElement): string | null => {
    let from: URL;
    try {
      from = new URL(document.referrer);
    } catch {
      return null;
    }
    const to = new URL(link.getAttribute('href') ?? '', window.location.href);
    if (from.origin !== window.location.origin || from.pathname !== to.pathname) return null;
    return /^\?[^#]*$/.test(from.search) ? from.pathname + from.search : null;
  };
  const pointBack = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(linkSelector) : null;
    const address = link ? returnAddress(link) : null;
    if (link && address) link.setAttribute('href', address);
  };
  const types = ['pointerdown', 'focusin', 'click'];
  for (const type of types) document.addEventListener(type, pointBack, true);
  return () => {
    for (const type of types) document.removeEventListener(type, pointBack, true);
  };
}
