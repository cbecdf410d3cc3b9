import { manifestEntryFile, type SectionManifest, type SectionName, sectionManifestPath } from '@site/contracts';
import type { CandidateEvidence } from './judge';

/** The browser files the manifest names (and the server entry), relative to the build folder. */
export function filesNamed(manifest: SectionManifest): string[] {
  const entries = [manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].flatMap((entry) => {
    const file = manifestEntryFile(entry);
    return file ? [file] : [];
  });
  const assets = [...(manifest.exposes ?? []), ...(manifest.shared ?? [])].flatMap(({ assets: a }) => [
    ...(a?.js?.sync ?? []),
    ...(a?.js?.async ?? []),
    ...(a?.css?.sync ?? []),
    ...(a?.css?.async ?? []),
  ]);
  return [...new Set([...entries, ...assets])];
}

const TIMEOUT_MS = 10_000;

/**
 * What the gate reads about a build before any renderer is tried: its manifest and whether every
 * file it names is served, fetched from where the builds are served (`sectionsOrigin`). A manifest
 * that cannot be read is itself a missing file.
 */
export async function buildEvidence(
  section: SectionName,
  buildId: string,
  sectionsOrigin: string,
): Promise<CandidateEvidence> {
  const manifestUrl = new URL(sectionManifestPath(section, buildId), sectionsOrigin);
  const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
  if (!response?.ok) {
    return {
      section,
      manifest: undefined,
      missingFiles: [`${manifestUrl.pathname} (${response?.status ?? 'no answer'})`],
    };
  }
  const manifest = (await response.json()) as SectionManifest;
  const missingFiles: string[] = [];
  for (const file of filesNamed(manifest)) {
    const answer = await fetch(new URL(file, manifestUrl), { method: 'HEAD', signal: AbortSignal.timeout(TIMEOUT_MS) })
      .then((result) => (result.ok ? undefined : String(result.status)))
      .catch(() => 'no answer');
    if (answer) missingFiles.push(`${file} (${answer})`);
  }
  return { section, manifest, missingFiles };
}
