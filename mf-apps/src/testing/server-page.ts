import { createSiteStore, resourcesApi, type SiteStore } from '@site/platform';
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

export { controlsNeedingScript, staticHtmlOf } from '@site/platform/testing';
