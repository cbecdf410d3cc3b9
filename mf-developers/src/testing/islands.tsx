import {
  ISLAND_ID_ATTRIBUTE,
  ISLAND_MODULE_ATTRIBUTE,
  ISLAND_TAG,
  IslandRouter,
  type SiteStore,
  SiteThemeProvider,
} from '@site/platform';
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';

/** The island of this section's `module` in a page the server wrote. */
export function islandIn(page: Element, module: string): Element {
  const island = page.querySelector(`${ISLAND_TAG}[${ISLAND_MODULE_ATTRIBUTE}="developers/${module}"]`);
  if (!island) throw new Error(`no island ${module} on the page`);
  return island;
}

/**
 * Hydrates one island of a page written by `renderIslandsOnServer` (already in the document) as
 * the shell's hydrator does: the element alone, with its server render's identifierPrefix, in the
 * page's store and theme, under the page's address. Returns the hydration errors React reported.
 */
export async function hydrateIsland(island: Element, element: ReactElement, store: SiteStore, serverAddress: string) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      island,
      <Provider store={store}>
        <SiteThemeProvider baseline={false}>
          <IslandRouter serverAddress={serverAddress}>{element}</IslandRouter>
        </SiteThemeProvider>
      </Provider>,
      {
        identifierPrefix: island.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
        onRecoverableError: (error) => errors.push(error),
      },
    );
  });
  return errors;
}
