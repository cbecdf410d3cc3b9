export { Island, type IslandName, type IslandProps, type SectionIslands } from './island';
export {
  IslandFallbackContext,
  type IslandOwner,
  IslandOwnerContext,
  type IslandRender,
  type IslandServerRenderer,
  IslandServerRendererContext,
} from './island-context';
export { IslandFrame } from './island-frame';
export * from './island-markup';
export { IslandRouter } from './island-router';
export { isStaticPart, readsStarterOf, type StartReads, staticPart } from './static-part';
export { useStaticRender } from './use-static-render';
