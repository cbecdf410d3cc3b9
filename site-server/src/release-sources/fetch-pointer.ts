import { parseSectionPointer, type SectionName, type SectionPointer, sectionPointerPath } from '@site/contracts';

/** A section's pointer as a server at `origin` answers it; undefined when it does not (down, no pointer, not one). */
export async function fetchPointer(
  origin: string,
  section: SectionName,
  timeoutMs: number,
): Promise<SectionPointer | undefined> {
  try {
    const response = await fetch(new URL(sectionPointerPath(section), origin), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? parseSectionPointer(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
