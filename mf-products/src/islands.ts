import type { IslandDeclaration } from '@site/contracts';

/**
 * The product pages are static: no island (a part that needs one declares it here first).
 * Declared once, here: the build exposes each as `./<name>` and lists it in its manifest
 * (rspack.config.ts), `<Island module>` accepts only these names, and the release gate refuses a
 * build whose pages carry an island it does not expose (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
