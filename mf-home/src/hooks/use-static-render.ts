import { IslandServerRendererContext } from '@site/platform';
import { useContext } from 'react';

/**
 * True while the server writes a static part (its HTML is never hydrated): what a visitor can act
 * on there must be an island, since nothing else in it will ever run in the browser. False inside
 * an island and wherever the browser renders the page itself.
 */
export function useStaticRender(): boolean {
  return useContext(IslandServerRendererContext) !== null;
}
