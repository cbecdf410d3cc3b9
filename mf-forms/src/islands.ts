import type { IslandDeclaration } from '@site/contracts';

/**
 * The islands of the contact section and demo page: the parts a visitor acts on, each hydrated
 * alone. Declared once (docs/section-handbook.md, "Islands").
 */
export const ISLANDS = {
  ContactForm: './src/exposes/contact-form-island.tsx',
  DemoForm: './src/exposes/demo-form-island.tsx',
} as const satisfies IslandDeclaration;

declare module '@site/platform' {
  interface SectionIslands extends Record<keyof typeof ISLANDS, true> {}
}
