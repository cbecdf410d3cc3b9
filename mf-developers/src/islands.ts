import type { IslandDeclaration } from '@site/contracts';

/**
 * The islands of the directory and profile pages: the parts a visitor acts on, each hydrated
 * alone. Declared once (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {
  ProfileTabPanel: './src/exposes/profile-tab-panel-island.tsx',
  ProfileLoader: './src/exposes/profile-loader-island.tsx',
} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
