import { createSiteStore, ISLAND_TAG, resourcesApi, type SiteStore } from '@site/platform';
import { type IslandOnServer, renderIslandsOnServer } from '@site/platform/testing';
import type { ReactElement } from 'react';

/**
 * A page's store after the server's reads: the services list read (answered or failed, as the
 * test's handlers say), as the renderer has it when it writes the page.
 */
export async function storeAfterServicesRead(): Promise<SiteStore> {
  const store = createSiteStore();
  const read = store.dispatch(resourcesApi.endpoints.getServices.initiate());
  await read;
  read.unsubscribe();
  return store;
}

/** A part as the server writes it on an islands page: its HTML (parsed, detached) and its islands. */
export function serverPageOf(
  ui: ReactElement,
  route: string,
  store: SiteStore,
): { page: HTMLElement; islands: IslandOnServer[] } {
  const { html, islands } = renderIslandsOnServer(ui, { route, owner: 'apps', store });
  const page = document.createElement('div');
  page.innerHTML = html;
  return { page, islands };
}

/** The part of the page outside every island: what is written once and never hydrated. */
export function staticHtmlOf(page: HTMLElement): HTMLElement {
  const outside = page.cloneNode(true) as HTMLElement;
  for (const island of outside.querySelectorAll(ISLAND_TAG)) island.remove();
  return outside;
}

/**
 * What in a part's static HTML would need a script to work, since no script ever runs there:
 * buttons, links without an address, form fields, tabs, anything holding an expanded state. A
 * static part offers links (an `<a href>`, announced as a button or not) and `<details>` only;
 * anything else belongs in an island.
 */
const NEEDS_A_SCRIPT = [
  'button',
  'a:not([href])',
  '[role="button"]:not(a[href])',
  'input',
  'select',
  'textarea',
  '[role="tab"]',
  '[aria-expanded]',
  '[onclick]',
].join(', ');

export function controlsNeedingScript(page: HTMLElement): string[] {
  return [...staticHtmlOf(page).querySelectorAll<HTMLElement>(NEEDS_A_SCRIPT)].map((element) =>
    `<${element.tagName.toLowerCase()}> ${element.textContent ?? ''}`.trim(),
  );
}
