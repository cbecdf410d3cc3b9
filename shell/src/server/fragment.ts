import type { EmotionCache } from '@emotion/cache';
import type { SubmittedForm } from '@site/contracts';
import { newServerPageFacts, type ServerPageFacts } from '@site/platform';
import type { PageReads, RecordedRead } from './page-reads';
import { serverEmotionCache } from './page-styles';

/** The emotion rules a piece of the page inserted, in the order it inserted them. */
export interface FragmentStyles {
  inserted: [id: string, css: string | true][];
  registered: [className: string, styles: string][];
}

/** What a piece said about the page (`ServerPageFacts`), to say again when it is reused. */
export interface FactsSaid {
  status: number;
  title?: string;
  description?: string;
  structuredData: [string, object][];
}

/**
 * A piece of a page (a static part, an island, the shell's frame) as its render left it: its HTML
 * and everything else that render did to the page, so that putting the piece on another page is
 * the same as rendering it there.
 */
export interface Fragment {
  html: string;
  /** Every read it looked up, with its answer's digest: it is reused only while they answer the same. */
  reads: RecordedRead[];
  /** The reads its islands looked up: the browser gets them to hydrate with. */
  islandReads: string[];
  facts: FactsSaid;
  styles: FragmentStyles;
}

/** Where one piece's render writes: its own facts, emotion cache and the reads it looked up. */
export interface Recorder {
  facts: ServerPageFacts;
  emotionCache: EmotionCache;
  reads: Set<string>;
  islandReads: Set<string>;
}

/** A piece's recorder; a page answering a form post gives every piece the form (its values and messages). */
export function newRecorder(submittedForm?: SubmittedForm): Recorder {
  return {
    facts: newServerPageFacts(submittedForm),
    emotionCache: serverEmotionCache(),
    reads: new Set(),
    islandReads: new Set(),
  };
}

function stylesOf(cache: EmotionCache): FragmentStyles {
  return {
    inserted: Object.entries(cache.inserted).filter(
      (entry): entry is [string, string | true] => entry[1] !== undefined,
    ),
    registered: Object.entries(cache.registered).filter((entry): entry is [string, string] => entry[1] !== undefined),
  };
}

function factsOf(facts: ServerPageFacts): FactsSaid {
  return {
    status: facts.status,
    title: facts.title,
    description: facts.description,
    structuredData: [...facts.structuredData],
  };
}

/** What a piece's render did to the page besides its HTML and reads. */
export type Said = Omit<Fragment, 'html' | 'reads'>;

export function saidBy(recorder: Recorder): Said {
  return {
    islandReads: [...recorder.islandReads].sort(),
    facts: factsOf(recorder.facts),
    styles: stylesOf(recorder.emotionCache),
  };
}

/** The recorded piece, or undefined when a read it looked up had no answer yet (it is not kept then). */
export function fragmentOf(html: string, recorder: Recorder, reads: PageReads): Fragment | undefined {
  const recorded = reads.record(recorder.reads);
  if (!recorded) return undefined;
  return { html, reads: recorded, ...saidBy(recorder) };
}

/**
 * Says what a piece did to the page again, in the order its render did it: its facts (a part's
 * title refines the route's, as the last part rendered does), its rules (those the page lacks,
 * appended, so the page's rules keep one order however its pieces were made) and its reads.
 */
export function applyFragment(into: Recorder, fragment: Said, reads: Iterable<string>): void {
  const { facts } = fragment;
  if (facts.status !== 200) into.facts.status = facts.status;
  if (facts.title !== undefined) into.facts.title = facts.title;
  if (facts.description !== undefined) into.facts.description = facts.description;
  for (const [key, data] of facts.structuredData) into.facts.structuredData.set(key, data);
  const { inserted, registered } = into.emotionCache;
  for (const [id, css] of fragment.styles.inserted) if (inserted[id] === undefined) inserted[id] = css;
  for (const [name, styles] of fragment.styles.registered)
    if (registered[name] === undefined) registered[name] = styles;
  for (const key of reads) into.reads.add(key);
  for (const key of fragment.islandReads) into.islandReads.add(key);
}
