import type { SectionName, SectionPointer } from '@site/contracts';
import { fetchPointer } from './fetch-pointer';
import type { PodsOf } from './pods-of';

/** What a section's ready pods serve now. */
export interface PodsPointers {
  /** How many ready pods there are. */
  pods: number;
  /** The pointer every ready pod answers alike, when each answered and all agree (a roll-out is done). */
  agreed: SectionPointer | undefined;
  /** The first pointer any pod answered. */
  first: SectionPointer | undefined;
}

/** Asks every ready pod of a section for its pointer (a pod that cannot be listed or answer counts as none). */
export async function readPodsPointers(podsOf: PodsOf, section: SectionName, timeoutMs: number): Promise<PodsPointers> {
  const pods = await podsOf(section).catch(() => []);
  const answers = await Promise.all(pods.map((pod) => fetchPointer(pod, section, timeoutMs)));
  const pointers = answers.filter((answer): answer is SectionPointer => answer !== undefined);
  const [first] = pointers;
  const agree =
    first !== undefined && pointers.length === pods.length && new Set(pointers.map((p) => p.buildId)).size === 1;
  return { pods: pods.length, agreed: agree ? first : undefined, first };
}
