import type { EmotionCache } from '@emotion/cache';
import {
  IslandFrame,
  IslandOwnerContext,
  type IslandServerRenderer,
  IslandServerRendererContext,
  type ServerPageFacts,
  ServerPageProvider,
  type SiteStore,
} from '@site/platform';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { StaticPartRenderer } from '../islands/static-part-renderer';

interface PageContext {
  facts: ServerPageFacts;
  store: SiteStore;
  emotionCache: EmotionCache;
  /** The page's address: path, query and hash. */
  address: string;
  onError: (error: unknown) => void;
}

/** What every root of a page (an island, a static part) is rendered inside: the page's store, theme and address. */
function inPage(page: PageContext, element: ReactNode, routePath: string | undefined): ReactElement {
  return (
    <ServerPageProvider facts={page.facts}>
      <IslandFrame
        store={page.store}
        emotionCache={page.emotionCache}
        serverAddress={page.address}
        routePath={routePath}
      >
        {element}
      </IslandFrame>
    </ServerPageProvider>
  );
}

function renderRoot(page: PageContext, element: ReactElement, id: string): string | null {
  try {
    return renderToString(element, { identifierPrefix: id });
  } catch (error) {
    page.onError(error);
    return null;
  }
}

/**
 * An island as the browser will hydrate it: a root of its own with the same `identifierPrefix`,
 * inside the same providers. Islands within it are plain components (in the browser they are
 * part of this root too).
 */
export function islandRenderer(page: PageContext): IslandServerRenderer {
  return (island) => renderRoot(page, inPage(page, island.element, island.routePath), island.id);
}

/**
 * A static part: written once and never hydrated, with each island inside it rendered as a root
 * of its own, owned by the part's section and build.
 */
export function staticPartRenderer(page: PageContext): StaticPartRenderer {
  const renderIsland = islandRenderer(page);
  return ({ element, owner, build, routePath, id }) =>
    renderRoot(
      page,
      inPage(
        page,
        <IslandServerRendererContext.Provider value={renderIsland}>
          <IslandOwnerContext.Provider value={{ owner, build }}>{element}</IslandOwnerContext.Provider>
        </IslandServerRendererContext.Provider>,
        routePath,
      ),
      id,
    );
}
