import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandOwnerContext, type IslandRender, IslandServerRendererContext } from '../islands/island-context';
import { IslandFrame } from '../islands/island-frame';
import { createSiteStore, type SiteStore } from '../store/create-store';

export interface IslandOnServer {
  module: string;
  props: object;
  hydrate: IslandRender['hydrate'];
  /** The island's own server HTML. */
  html: string;
}

interface Options {
  /** The page's address: `/developers?search=power`. */
  route?: string;
  /** The route pattern, for useParams: `/developer/:id?`. */
  path?: string;
  owner?: string;
  store?: SiteStore;
}

/**
 * Renders a part as the server writes it on an islands page: its static HTML, and each island it
 * holds (module, props, strategy) rendered as a root of its own. For a section's tests: what
 * becomes an island, with which props, and what stays static.
 */
export function renderIslandsOnServer(ui: ReactElement, { route = '/', path, owner = 'test', store }: Options = {}) {
  const pageStore = store ?? createSiteStore();
  const islands: IslandOnServer[] = [];
  const wrap = (element: ReactElement, routePath?: string) => (
    <IslandFrame store={pageStore} serverAddress={route} routePath={routePath}>
      {element}
    </IslandFrame>
  );
  const renderIsland = (island: IslandRender) => {
    const html = renderToString(wrap(island.element, island.routePath), { identifierPrefix: island.id });
    islands.push({ module: island.module, props: island.props, hydrate: island.hydrate, html });
    return html;
  };
  const html = renderToString(
    <IslandServerRendererContext.Provider value={renderIsland}>
      <IslandOwnerContext.Provider value={{ owner, build: 'test-build' }}>{wrap(ui, path)}</IslandOwnerContext.Provider>
    </IslandServerRendererContext.Provider>,
  );
  return { html, islands, store: pageStore };
}
