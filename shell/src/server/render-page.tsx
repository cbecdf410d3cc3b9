import type { EmotionCache } from '@emotion/cache';
import createCache from '@emotion/cache';
import {
  buildIdOfManifestPath,
  findRoute,
  NOT_FOUND_ROUTE,
  type PageRequest,
  pageSecurityPolicy,
  type RenderedPage,
  type SectionName,
  type RendererSetup as SharedRendererSetup,
} from '@site/contracts';
import {
  createSiteStore,
  IslandFallbackContext,
  IslandServerRendererContext,
  newServerPageFacts,
  type ServerPageFacts,
  ServerPageProvider,
  type SiteStore,
  siteEmotionOptions,
} from '@site/platform';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { siteRouteObjects } from '../app-router';
import { SectionLoading } from '../federation/section-loading';
import { type ServerSectionModules, ServerSectionsProvider } from '../federation/server-sections';
import { SectionBuildsContext, StaticPartRendererContext } from '../islands/static-part-renderer';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../page-state';
import { SiteProviders } from '../site-providers';
import { COLOR_SCHEME_SCRIPT } from './color-scheme-script';
import { EARLY_INPUT_SCRIPT } from './early-input-script';
import { inlineHashes } from './inline-hashes';
import { islandRenderer, staticPartRenderer } from './island-renderers';
import { NAVIGATION_HINTS } from './navigation-hints';
import { pageDocument } from './page-document';
import { pageStyles } from './page-styles';
import { partOutcomes } from './part-outcomes';
import { readsFor } from './reads-islands-use';
import { renderComplete } from './render-complete';
import { finishedReads, scriptSafeJson, settleReads } from './server-reads';
import { SHELL_CONTROLS_SCRIPT } from './shell-controls-script';
import { organizationData } from './structured-data';
import { withoutUnusedLibraryClasses } from './unused-library-classes';

/** What the renderer holds for the life of its generation, with the shell's type of a part's module. */
export type RendererSetup = SharedRendererSetup<ServerSectionModules>;

/**
 * Renders one page: once to learn its reads (RTK Query starts them while rendering on the
 * server), then, with the answers in the store, to the end. The head carries the page's facts,
 * its styles and the colour-scheme script; the store's answers follow the markup, for the
 * browser to hydrate with. Nothing in it depends on the visitor (no nonce, no theme cookie).
 */
export async function renderPage(request: PageRequest, setup: RendererSetup): Promise<RenderedPage> {
  const origin = setup.siteOrigin;
  const { pathname, search, hash } = new URL(request.url, origin);
  const sectionBuilds = Object.fromEntries(
    Object.entries(setup.sectionLocations).map(([section, location]) => [
      section,
      buildIdOfManifestPath(section as SectionName, location),
    ]),
  );
  const store = createSiteStore({ apiOrigin: setup.apiOrigin });
  const handler = createStaticHandler(siteRouteObjects());
  const routing = await handler.query(new Request(new URL(request.url, origin)));
  if (routing instanceof Response) throw new Error(`Unexpected routing response ${routing.status}`);
  const router = createStaticRouter(handler.dataRoutes, routing);

  const page = (facts: ServerPageFacts, emotionCache: EmotionCache, islandReads = new Set<string>()): ReactNode => {
    const context = {
      facts,
      store,
      emotionCache,
      address: `${pathname}${search}${hash}`,
      islandReads,
      onError: setup.onError,
    };
    return (
      <ServerPageProvider facts={facts}>
        <ServerSectionsProvider value={setup.sections}>
          <SectionBuildsContext.Provider value={sectionBuilds}>
            <StaticPartRendererContext.Provider value={staticPartRenderer(context)}>
              <IslandServerRendererContext.Provider value={islandRenderer(context)}>
                <IslandFallbackContext.Provider value={<SectionLoading />}>
                  <SiteProviders store={store} emotionCache={emotionCache}>
                    <StaticRouterProvider router={router} context={routing} hydrate={false} />
                  </SiteProviders>
                </IslandFallbackContext.Provider>
              </IslandServerRendererContext.Provider>
            </StaticPartRendererContext.Provider>
          </SectionBuildsContext.Provider>
        </ServerSectionsProvider>
      </ServerPageProvider>
    );
  };

  // First pass: the page's reads start; its markup is thrown away.
  try {
    renderToString(page(newServerPageFacts(request.form), createCache(siteEmotionOptions())));
  } catch (error) {
    setup.onError(error);
  }
  const serverReads = await readsForTheBrowser(store, setup.dataBudgetMs);

  const facts = newServerPageFacts(request.form);
  const route = findRoute(pathname);
  if (!route) facts.status = 404;
  const styles = pageStyles(setup.routeStylesheets?.[route?.path ?? NOT_FOUND_ROUTE] ?? setup.pageStylesheet);
  const islandReads = new Set<string>();
  const { markup, budgetSpent } = await renderComplete(page(facts, styles.cache, islandReads), {
    budgetMs: setup.renderBudgetMs,
    onError: setup.onError,
  });
  const pageCss = styles.styleElements(markup);
  const document = pageDocument(setup.template, {
    facts,
    canonicalUrl: facts.status === 404 ? undefined : `${origin}${pathname.toLowerCase()}`,
    structuredData: [organizationData(origin), ...facts.structuredData.values()],
    headElements: COLOR_SCHEME_SCRIPT + SHELL_CONTROLS_SCRIPT + EARLY_INPUT_SCRIPT + NAVIGATION_HINTS + pageCss.head,
  });
  // The browser gets only what its islands read (a static part's data is in the HTML already).
  const state: PageState = { serverReads: readsFor(serverReads, islandReads), sections: setup.sectionLocations };
  const html = `${document.head}${withoutUnusedLibraryClasses(markup, pageCss.rules)}<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>${document.tail}`;
  return {
    status: facts.status,
    html,
    contentSecurityPolicy: pageSecurityPolicy(inlineHashes(html)),
    parts: partOutcomes(markup, route?.parts ?? [], sectionBuilds),
    renderBudgetSpent: budgetSpent,
    styles: pageCss.rules,
  };
}

/**
 * The answered reads, taken before the second pass: rendering again re-asks for a read that
 * failed (RTK Query retries errors for a new subscriber), and the browser must get the answers
 * this page is rendered with.
 */
async function readsForTheBrowser(store: SiteStore, budgetMs: number) {
  await settleReads(store, budgetMs);
  return finishedReads(store);
}
