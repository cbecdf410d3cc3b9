import { createContext, type ReactElement } from 'react';

export interface StaticPartRender {
  element: ReactElement;
  owner: string;
  build: string;
  /** The name its section exposes it under, and the props the route gives it. */
  module: string;
  props: Readonly<Record<string, string>>;
  routePath: string;
  /** Unique on the page (React's `useId` of the part's place). */
  id: string;
}

/** On the server, writes a static part's HTML (null when it failed); absent in the browser. */
export type StaticPartRenderer = (part: StaticPartRender) => string | null;

export const StaticPartRendererContext = createContext<StaticPartRenderer | null>(null);

/** The build of each section the page is rendered with (the server's pins). */
export const SectionBuildsContext = createContext<Readonly<Record<string, string>>>({});
