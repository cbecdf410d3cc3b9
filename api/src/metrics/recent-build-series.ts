/**
 * The series each section build has written, kept for the `limit` builds of a section reported
 * most recently: when another build of the section is first counted, the series of the one
 * reported longest ago are removed (Prometheus keeps what it scraped). Only builds the site serves
 * get series at all, so the serving and canary builds, reported all the time, are never the ones
 * dropped, and an API that lives through many releases does not grow its series forever.
 */
export class RecentBuildSeries {
  /** Per section, its builds from least to most recently reported, each with how to remove its series. */
  private readonly sections = new Map<string, Map<string, Map<string, () => void>>>();

  constructor(private readonly limit: number) {}

  /**
   * Notes a series the build has written (`series` names it: its metric and labels; `remove`
   * removes it), and drops the series of the section's oldest build past the limit.
   */
  wrote(section: string, build: string, series: string, remove: () => void): void {
    const builds = this.sections.get(section) ?? new Map<string, Map<string, () => void>>();
    this.sections.set(section, builds);
    const written = builds.get(build) ?? new Map<string, () => void>();
    // Re-inserted: the Map's order is the order of last report.
    builds.delete(build);
    builds.set(build, written);
    if (!written.has(series)) written.set(series, remove);
    for (const [oldest, removers] of builds) {
      if (builds.size <= this.limit) break;
      for (const remove of removers.values()) remove();
      builds.delete(oldest);
    }
  }
}
