import { createRequire } from 'node:module';
// The one list of shared keys, which the builds use too.
import { SHARED_SINGLETONS } from '../../../scripts/federation/shared-deps';

/**
 * The modules every section's server build gets by name: each shared singleton once, exactly
 * the copies the shell's renderer uses (Node's module cache), and `@site/platform` from the
 * shell's bundle, so the shell and the sections share one API slice and one store module.
 */
export function sharedModules(shellBundleFile: string, sitePlatform: unknown): Map<string, unknown> {
  const requireFromShell = createRequire(shellBundleFile);
  return new Map(
    Object.keys(SHARED_SINGLETONS).map((key) => [
      key,
      key === '@site/platform' ? sitePlatform : (requireFromShell(key) as unknown),
    ]),
  );
}
