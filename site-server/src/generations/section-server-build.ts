import { runInThisContext } from 'node:vm';
import { manifestEntryFile, SERVER_PUBLIC_PATH_REQUEST, type SectionManifest } from '@site/contracts';

/** What a section's Node build exports (@site/section-build-kit's server-build-config.ts writes its entry). */
export interface SectionServerBuild {
  exposes: Record<string, { default?: unknown }>;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

/** The server entry a manifest names (Module Federation's `metaData.ssrRemoteEntry`), as a URL. */
export function serverEntryUrl(manifestUrl: string, manifest: SectionManifest): string {
  const file = manifestEntryFile(manifest.metaData?.ssrRemoteEntry);
  if (!file) throw new Error(`${manifestUrl} names no server build (metaData.ssrRemoteEntry)`);
  return new URL(file, manifestUrl).toString();
}

/**
 * Loads a section's server build from the same manifest the browser reads, as Module Federation's
 * Node runtime does (the code is fetched and run with `vm.runInThisContext`). The build asks for
 * shared packages by name and gets the renderer's single copies; it may ask for nothing else.
 */
export async function loadSectionServerBuild(
  manifestUrl: string,
  sharedModules: ReadonlyMap<string, unknown>,
): Promise<SectionServerBuild> {
  const manifest = JSON.parse(await fetchText(manifestUrl)) as SectionManifest;
  const entryUrl = serverEntryUrl(manifestUrl, manifest);
  const code = await fetchText(entryUrl);
  const wrapper = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: entryUrl });
  const module = { exports: {} as Record<string, unknown> };
  // Pictures bundled with the section get the URLs the browser build gives them.
  const publicPath = new URL('.', manifestUrl).pathname;
  const requireShared = (name: string): unknown => {
    if (name === SERVER_PUBLIC_PATH_REQUEST) return { __esModule: true, default: publicPath };
    if (sharedModules.has(name)) return sharedModules.get(name);
    const builtin = process.getBuiltinModule(name);
    if (builtin) return builtin;
    throw new Error(`${entryUrl} asks for ${name}, which the renderer does not share`);
  };
  (wrapper as (exports: unknown, require: unknown, module: unknown) => void)(module.exports, requireShared, module);
  const build = module.exports as unknown as SectionServerBuild;
  if (typeof build.exposes !== 'object' || build.exposes === null) {
    throw new Error(`${entryUrl} is not a section server build`);
  }
  return build;
}
