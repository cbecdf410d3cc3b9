import type { IslandDeclaration } from '@site/contracts';

/**
 * The product pages are static: no island (a part that needs one declares it here first). Declared
 * once (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
