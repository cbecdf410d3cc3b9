import type { IslandDeclaration } from '@site/contracts';

/**
 * The islands of the home page: the parts a visitor acts on, each hydrated alone. Declared once
 * (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {
  ShowAllServices: './src/exposes/show-all-services-island.tsx',
  ShowAllProjects: './src/exposes/show-all-projects-island.tsx',
  ShowAllTestimonials: './src/exposes/show-all-testimonials-island.tsx',
  LoadErrorReloading: './src/exposes/load-error-reloading-island.tsx',
} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
