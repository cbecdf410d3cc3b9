import type { IslandDeclaration } from '@site/contracts';

/**
 * The islands of the home page: the parts a visitor acts on, each hydrated alone.
 * Declared once, here: the build exposes each as `./<name>` and lists it in its manifest
 * (rspack.config.ts), `<Island module>` accepts only these names, and the release gate refuses a
 * build whose pages carry an island it does not expose (docs/section-handbook.md, "Islands").
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
