import { Inject, Injectable } from '@nestjs/common';
import { BUILD_SERIES_PER_SECTION, type ExperienceBeacon, servedBuildKey } from '@site/contracts';
import { Counter, Histogram, type Registry } from 'prom-client';
import { METRICS_REGISTRY } from './metrics-registry.js';
import { RecentBuildSeries } from './recent-build-series.js';

/** Around the Web Vitals thresholds (good / poor): INP 0.2 / 0.5 s, TTFB 0.8 / 1.8 s, LCP 2.5 / 4 s. */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10];
/** CLS thresholds 0.1 / 0.25. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export type BeaconOutcome = 'accepted' | 'refused';

/** The label set of a page that names no section build: the shell's alone (the shell reports no build id). */
const SHELL_ONLY = { section: 'shell', build: 'unknown' } as const;

/**
 * What visitors' browsers report, aggregated: `site_web_vital_seconds{name, route, section, build}`,
 * `site_web_vital_cls{route, section, build}`, `site_browser_errors_total{owner, build, route}`,
 * `site_experience_beacons_total{outcome}` and `site_experience_unknown_builds_total`. Nothing about
 * the visitor is kept: a beacon becomes counts and bucket increments, and is gone.
 *
 * A beacon names builds as the browser saw them, so anyone can name builds that never existed.
 * Only a build the site server says it serves (the `x-site-served-builds` header it sets on every
 * beacon it passes on) gets series; a vital or error of any other build adds to the one unknown
 * count, so junk can neither grow the series nor crowd out the builds a canary is judged on.
 */
@Injectable()
export class ExperienceMetrics {
  private readonly vitalSeconds: Histogram<'name' | 'route' | 'section' | 'build'>;
  private readonly cls: Histogram<'route' | 'section' | 'build'>;
  private readonly browserErrors: Counter<'owner' | 'build' | 'route'>;
  private readonly beacons: Counter<'outcome'>;
  private readonly unknownBuilds: Counter;
  private readonly recent = new RecentBuildSeries(BUILD_SERIES_PER_SECTION);

  constructor(@Inject(METRICS_REGISTRY) registry: Registry) {
    this.vitalSeconds = new Histogram({
      name: 'site_web_vital_seconds',
      help: "Visitors' LCP, INP and TTFB in seconds, per route and build of each section on the page",
      labelNames: ['name', 'route', 'section', 'build'],
      buckets: VITAL_SECONDS_BUCKETS,
      registers: [registry],
    });
    this.cls = new Histogram({
      name: 'site_web_vital_cls',
      help: "Visitors' cumulative layout shift, per route and build of each section on the page",
      labelNames: ['route', 'section', 'build'],
      buckets: CLS_BUCKETS,
      registers: [registry],
    });
    this.browserErrors = new Counter({
      name: 'site_browser_errors_total',
      help: 'Uncaught errors in visitors browsers, by the section (or shell) and build whose script threw, and route',
      labelNames: ['owner', 'build', 'route'],
      registers: [registry],
    });
    this.beacons = new Counter({
      name: 'site_experience_beacons_total',
      help: 'Visitor-experience beacons received, accepted or refused (bad, too large, rate limited)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    for (const outcome of ['accepted', 'refused'] as const) this.beacons.inc({ outcome }, 0);
    this.unknownBuilds = new Counter({
      name: 'site_experience_unknown_builds_total',
      help: 'Vitals and errors reported for a section build the site was not serving (made up, or long gone): counted here only',
      registers: [registry],
    });
  }

  countBeacon(outcome: BeaconOutcome): void {
    this.beacons.inc({ outcome });
  }

  /**
   * Each vital is observed once per served section build on the page, so each section's series
   * sees the pages it was on; `served` holds the builds the site server named (`servedBuildKey`s).
   */
  record(beacon: ExperienceBeacon, served: ReadonlySet<string>): void {
    const { route } = beacon;
    const onPage = [...new Map(beacon.builds.map((page) => [servedBuildKey(page.section, page.build), page])).values()];
    const servedOnPage = onPage.filter(({ section, build }) => served.has(servedBuildKey(section, build)));
    const sections = onPage.length === 0 ? [SHELL_ONLY] : servedOnPage;
    for (const vital of beacon.vitals) {
      this.unknownBuilds.inc(onPage.length - servedOnPage.length);
      for (const { section, build } of sections) {
        if (vital.name === 'CLS') {
          const labels = { route, section, build };
          this.cls.observe(labels, vital.value);
          this.keep(section, build, 'cls', labels, () => this.cls.remove(labels));
        } else {
          const labels = { name: vital.name, route, section, build };
          this.vitalSeconds.observe(labels, vital.value / 1000);
          this.keep(section, build, 'seconds', labels, () => this.vitalSeconds.remove(labels));
        }
      }
    }
    for (const { owner, build } of beacon.errors) {
      if (owner === 'shell') {
        this.browserErrors.inc({ owner, build: SHELL_ONLY.build, route });
      } else if (served.has(servedBuildKey(owner, build))) {
        const labels = { owner, build, route };
        this.browserErrors.inc(labels);
        this.keep(owner, build, 'errors', labels, () => this.browserErrors.remove(labels));
      } else {
        this.unknownBuilds.inc();
      }
    }
  }

  /** A section build's series, kept while the build is among its section's recent ones (the shell's always). */
  private keep(section: string, build: string, metric: string, labels: object, remove: () => void): void {
    if (section !== SHELL_ONLY.section) this.recent.wrote(section, build, `${metric}${JSON.stringify(labels)}`, remove);
  }
}
