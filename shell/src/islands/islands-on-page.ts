import {
  type HydrateWhen,
  ISLAND_BUILD_ATTRIBUTE,
  ISLAND_CLIENT_ONLY_ATTRIBUTE,
  ISLAND_HYDRATE_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_MODULE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_ROUTE_ATTRIBUTE,
  ISLAND_TAG,
} from '@site/contracts/island-markup';

/** One island of the page, as the server wrote it. */
export interface IslandOnPage {
  element: HTMLElement;
  owner: string;
  module: string;
  build: string;
  props: Record<string, unknown>;
  hydrate: HydrateWhen;
  id: string;
  routePath?: string;
  /** The server could not render it: the browser renders it afresh instead of hydrating. */
  clientOnly: boolean;
}

const STRATEGIES: readonly HydrateWhen[] = ['load', 'visible', 'idle', 'interaction', 'submit'];

function propsOf(element: HTMLElement): Record<string, unknown> {
  try {
    const props: unknown = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}');
    return props && typeof props === 'object' ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readIsland(element: HTMLElement): IslandOnPage {
  const [owner = '', module = ''] = (element.getAttribute(ISLAND_MODULE_ATTRIBUTE) ?? '').split('/');
  const hydrate = element.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) as HydrateWhen;
  return {
    element,
    owner,
    module,
    build: element.getAttribute(ISLAND_BUILD_ATTRIBUTE) ?? 'unknown',
    props: propsOf(element),
    hydrate: STRATEGIES.includes(hydrate) ? hydrate : 'visible',
    id: element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? '',
    routePath: element.getAttribute(ISLAND_ROUTE_ATTRIBUTE) ?? undefined,
    clientOnly: element.hasAttribute(ISLAND_CLIENT_ONLY_ATTRIBUTE),
  };
}

/** Every island of the page, in document order. */
export function islandsOnPage(root: ParentNode = document): IslandOnPage[] {
  return [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)].map(readIsland);
}
