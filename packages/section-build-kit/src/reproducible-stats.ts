import type { Stats } from '@module-federation/sdk';

/**
 * A section's `mf-manifest-stats.json` as the same sources always give it, so that the build id
 * (a digest of the build's files) changes only when the build does.
 *
 * Module Federation 2.9 fills `usedIn` (which exposes use a shared package or remote) and `requires`
 * (which shared packages an expose uses) from each module's *issuer*, the first module that happened
 * to import it while Rspack built the graph in parallel: from one build to the next the same
 * `react/jsx-runtime` is credited to one expose or the other, and a package every expose imports
 * is credited to none. Nothing reads these lists (the runtime reads `mf-manifest.json`, which does
 * not carry them), so they are left empty rather than half true; the other lists are sorted.
 */
export function reproducibleStats(stats: Stats): Stats {
  return {
    ...stats,
    shared: stats.shared.map((shared) => ({ ...shared, usedIn: [] })).sort(byKey((shared) => shared.id)),
    remotes: stats.remotes.map((remote) => ({ ...remote, usedIn: [] })).sort(byKey((remote) => remote.alias)),
    exposes: stats.exposes.map((expose) => ({ ...expose, requires: [] })).sort(byKey((expose) => expose.id)),
  };
}

function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
}
