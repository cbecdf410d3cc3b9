import { Inject, Injectable } from '@nestjs/common';
import type { ExperienceBeacon, SectionBuildOnPage } from '@site/contracts';
import { Counter, Histogram, type Registry } from 'prom-client';
import { BoundedBuildLabels } from './bounded-build-labels.js';
import { METRICS_REGISTRY } from './metrics-registry.js';

/** Around the Web Vitals thresholds (good / poor): INP 0.2 / 0.5 s, TTFB 0.8 / 1.8 s, LCP 2.5 / 4 s. */
const VITAL_SECONDS_BUCKETS = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10];
/** CLS thresholds 0.1 / 0.25. */
const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

export type BeaconOutcome = 'accepted' | 'refused';

/**
 * What visitors' browsers report, aggregated: `site_web_vital_seconds{name, route, section, build}`,
 * `site_web_vital_cls{route, section, build}`, `site_browser_errors_total{owner, build, route}` and
 * `site_experience_beacons_total{outcome}`. Nothing about the visitor is kept: a beacon becomes
 * counts and bucket increments, and is gone.
 */
@Injectable()
export class ExperienceMetrics {
  private readonly vitalSeconds: Histogram<'name' | 'route' | 'section' | 'build'>;
  private readonly cls: Histogram<'route' | 'section' | 'build'>;
  private readonly browserErrors: Counter<'owner' | 'build' | 'route'>;
  private readonly beacons: Counter<'outcome'>;
  private readonly builds = new BoundedBuildLabels();

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
  }

  countBeacon(outcome: BeaconOutcome): void {
    this.beacons.inc({ outcome });
  }

  /** Each vital is observed once per section build on the page, so each section's series sees the pages it was on. */
  record(beacon: ExperienceBeacon): void {
    const { route } = beacon;
    const sections = this.sectionLabels(beacon.builds);
    for (const vital of beacon.vitals) {
      for (const labels of sections) {
        if (vital.name === 'CLS') this.cls.observe({ route, ...labels }, vital.value);
        else this.vitalSeconds.observe({ name: vital.name, route, ...labels }, vital.value / 1000);
      }
    }
    for (const error of beacon.errors) {
      this.browserErrors.inc({ owner: error.owner, build: this.builds.labelOf(error.owner, error.build), route });
    }
  }

  /** One label set per distinct section build; a page that names none is the shell's alone. */
  private sectionLabels(builds: readonly SectionBuildOnPage[]): { section: string; build: string }[] {
    if (builds.length === 0) return [{ section: 'shell', build: 'unknown' }];
    const distinct = new Map(builds.map(({ section, build }) => [`${section}/${build}`, { section, build }]));
    return [...distinct.values()].map(({ section, build }) => ({
      section,
      build: this.builds.labelOf(section, build),
    }));
  }
}
