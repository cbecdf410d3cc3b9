import type { IslandDeclaration } from '@site/contracts';

/**
 * The islands of the apps pages: the parts a visitor acts on, each hydrated alone. Declared once
 * (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {
  AppsCatalogue: './src/exposes/apps-catalogue-island.tsx',
  SolutionsList: './src/exposes/solutions-list-island.tsx',
} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
