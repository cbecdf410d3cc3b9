/** Builds of one owner (a section, or the shell) kept as label values; later ones share `other`. */
export const MAX_BUILDS_PER_OWNER = 20;
export const OTHER_BUILD = 'other';

/**
 * A beacon names builds as the browser saw them, so a forged beacon could name a new build each
 * time and grow the series without bound. Each owner keeps the first MAX_BUILDS_PER_OWNER builds it
 * reports in this process (a release every day for a fortnight, between API restarts); any build
 * after that is counted as `other`.
 */
export class BoundedBuildLabels {
  private readonly seen = new Map<string, Set<string>>();

  labelOf(owner: string, build: string): string {
    let builds = this.seen.get(owner);
    if (!builds) {
      builds = new Set();
      this.seen.set(owner, builds);
    }
    if (builds.has(build)) return build;
    if (builds.size >= MAX_BUILDS_PER_OWNER) return OTHER_BUILD;
    builds.add(build);
    return build;
  }
}
