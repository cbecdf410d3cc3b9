import { useContext } from 'react';
import { IslandServerRendererContext } from './island-context';

/**
 * True while the server writes a static part (its HTML is never hydrated): what a visitor can act
 * on there must be an island, since nothing else in it will ever run in the browser. False inside
 * an island and wherever the browser renders the page itself.
 */
export function useStaticRender(): boolean {
  return useContext(IslandServerRendererContext) !== null;
}
