import type { SectionName } from '@site/contracts';
import type { SiteApiState } from '@site/platform';

/** The id of the JSON the server writes after a rendered page, for the browser to hydrate with. */
export const PAGE_STATE_ELEMENT_ID = 'site-page-state';

/**
 * What a server-rendered page hands to the browser: the reads it did (so they are not fetched
 * again) and the builds it was rendered with (so the browser loads exactly those). Not the theme:
 * the page is the same for every visitor, and the root's class carries the visitor's scheme.
 */
export interface PageState {
  serverReads: SiteApiState;
  sections: Record<SectionName, string>;
}

let pageState: PageState | null | undefined;

/** The state of this page if the server rendered it; null when the browser renders it alone. */
export function serverPageState(): PageState | null {
  if (pageState === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_STATE_ELEMENT_ID);
    pageState = element?.textContent ? (JSON.parse(element.textContent) as PageState) : null;
  }
  return pageState;
}
