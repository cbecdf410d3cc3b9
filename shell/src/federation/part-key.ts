import type { SectionPart } from '@site/contracts';

/**
 * A part's name on the page, `<section>/<module>`: its slot's `data-section-part` attribute, its
 * hydration gate's key and its error box's label (and, on the server, how its outcome is found).
 */
export function partKey(part: SectionPart): string {
  return `${part.section}/${part.module}`;
}
