import { createContext, type ReactElement, type ReactNode } from 'react';
import type { HydrateWhen } from './island-markup';

/** Who owns the code of the islands below: a section (with the build the server renders) or the shell. */
export interface IslandOwner {
  owner: string;
  build: string;
}

/** What the server needs to write one island. */
export interface IslandRender extends IslandOwner {
  module: string;
  element: ReactElement;
  props: object;
  hydrate: HydrateWhen;
  routePath?: string;
  /** Unique on the page and stable for its place in the tree (React's `useId`). */
  id: string;
}

/**
 * On the server, renders an island's element as a root of its own (its own `identifierPrefix`,
 * inside the page's store, theme and router) and returns its HTML, or null when it failed (the
 * browser renders it then). Absent in the browser: there an island is a plain component.
 */
export type IslandServerRenderer = (island: IslandRender) => string | null;

export const IslandServerRendererContext = createContext<IslandServerRenderer | null>(null);

export const IslandOwnerContext = createContext<IslandOwner>({ owner: 'shell', build: 'shell' });

/**
 * What an island the server could not render shows until the browser has rendered it (a loading
 * state with a box, so it also comes near the viewport like any content).
 */
export const IslandFallbackContext = createContext<ReactNode>(null);
