import type { SectionName, ThemeMode } from '@site/contracts';
import type { SiteApiState } from '@site/platform';

/** The id of the JSON the server writes after a rendered page, for the browser to hydrate with. */
export const PAGE_STATE_ELEMENT_ID = 'site-page-state';

/**
 * What a server-rendered page hands to the browser: the reads it did (so they are not fetched
 * again), the builds it was rendered with (so the browser loads exactly those), and its theme.
 */
export interface PageState {
  serverReads: SiteApiState;
  sections: Record<SectionName, string>;
  themeMode: ThemeMode;
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
