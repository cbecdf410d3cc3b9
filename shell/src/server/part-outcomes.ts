import { ISLAND_CLIENT_ONLY_ATTRIBUTE, type PartOutcome, type SectionName, type SectionPart } from '@site/contracts';
import { partKey } from '../federation/part-key';

/** React's marker of a Suspense boundary left to the browser: something in it threw, or the budget cut it. */
const LEFT_TO_THE_BROWSER = '<!--$!-->';
/** How a part, or an island of it, that failed on the server is written (federation/server-part.tsx, Island). */
const CLIENT_ONLY = ` ${ISLAND_CLIENT_ONLY_ATTRIBUTE}=""`;
const PART_ATTRIBUTE = 'data-section-part="';

/**
 * How each part of the page went, read from the finished markup. A part that fails on the server
 * is caught where it is rendered (its section's server build missing, its island or static root
 * throwing) and written for the browser to render, marked `data-client-only`; one cut at the
 * render budget is written inside React's "render this in the browser" marker. The markup of a
 * part runs from its slot's `data-section-part` element (federation/section-slot.tsx) to the next
 * part's or the end of `<main>`. A part absent from the markup was not rendered: not listed.
 */
export function partOutcomes(
  markup: string,
  parts: readonly SectionPart[],
  builds: Readonly<Partial<Record<SectionName, string>>>,
): PartOutcome[] {
  return parts.flatMap((part) => {
    const start = markup.indexOf(`${PART_ATTRIBUTE}${partKey(part)}"`);
    if (start === -1) return [];
    const ends = [markup.indexOf(PART_ATTRIBUTE, start + 1), markup.indexOf('</main>', start)].filter(
      (at) => at !== -1,
    );
    const own = markup.slice(start, ends.length > 0 ? Math.min(...ends) : undefined);
    const failed = own.includes(CLIENT_ONLY) || own.includes(LEFT_TO_THE_BROWSER);
    return [
      {
        section: part.section,
        module: part.module,
        build: builds[part.section] ?? 'unknown',
        outcome: failed ? ('error' as const) : ('ok' as const),
      },
    ];
  });
}
