import { type ComponentType, createElement, useContext, useId } from 'react';
import { IslandFallbackContext, IslandOwnerContext, IslandServerRendererContext } from './island-context';
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
} from './island-markup';

/**
 * The islands of the section being compiled, by name. Each section's `src/islands.ts` adds its
 * declared names to this interface (declaration merging), so `<Island module>` there accepts only
 * those and a misspelt island does not compile. Where none are declared (the shell, which hosts
 * any section's module, and this package's tests) any name is accepted.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each section's declaration (declaration merging).
export interface SectionIslands {}

export type IslandName = [keyof SectionIslands] extends [never] ? string : Extract<keyof SectionIslands, string>;

export interface IslandProps<P extends object> {
  /** The name its owner exposes it under (declared in the section's `src/islands.ts`); its default export is `component`. */
  module: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: the browser hydrates with exactly these. */
  props: P;
  hydrate: HydrateWhen;
  /** The route's pattern, for an island that reads the address's parameters. */
  routePath?: string;
}

/**
 * A part of the page a visitor can act on. On the server it is rendered as a root of its own and
 * written with what the browser needs to hydrate it alone (module, build, props, when); the page
 * around it stays static HTML. Where the browser renders the whole page itself (development, a
 * page the server could not render) it is just its component.
 */
export function Island<P extends object>({ module, component, props, hydrate, routePath }: IslandProps<P>) {
  const renderOnServer = useContext(IslandServerRendererContext);
  const { owner, build } = useContext(IslandOwnerContext);
  const fallback = useContext(IslandFallbackContext);
  const id = useId();
  if (!renderOnServer) return createElement(component, props);
  const html = renderOnServer({
    module,
    owner,
    build,
    element: createElement(component, props),
    props,
    hydrate,
    routePath,
    id,
  });
  const attributes = {
    [ISLAND_MODULE_ATTRIBUTE]: `${owner}/${module}`,
    [ISLAND_BUILD_ATTRIBUTE]: build,
    [ISLAND_HYDRATE_ATTRIBUTE]: hydrate,
    [ISLAND_ID_ATTRIBUTE]: id,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    [ISLAND_ROUTE_ATTRIBUTE]: routePath,
  };
  // The server could not render it: the browser renders it, the fallback standing in meanwhile.
  if (html === null) return createElement(ISLAND_TAG, { ...attributes, [ISLAND_CLIENT_ONLY_ATTRIBUTE]: '' }, fallback);
  return createElement(ISLAND_TAG, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
