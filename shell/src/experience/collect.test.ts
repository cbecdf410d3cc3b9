import { SECTION_NAMES, SITE_ROUTES, WEB_VITAL_NAMES } from '@site/contracts';
import { experienceBeaconSchema } from '@site/contracts/visitor-experience-schema';
import { routeTemplate } from './attribute';
import { createPageViewReport, MAX_ERRORS_PER_PAGE_VIEW } from './collect';

const BUILDS = {
  '/': [{ section: 'home' as const, build: 'h1' }],
  '/apps': [{ section: 'apps' as const, build: 'a1' }],
};
const buildsOn = (route: string) => BUILDS[route as keyof typeof BUILDS] ?? [];

describe('a page view report', () => {
  it('makes one beacon of the landing page, valid for the API, with its vitals rounded and its builds', () => {
    const report = createPageViewReport('/', true);
    report.recordVital('LCP', 1234.56);
    report.recordVital('CLS', 0.123456);
    report.recordVital('TTFB', 80.4);
    report.recordError('/', { owner: 'home', build: 'h1' });
    const beacons = report.takeBeacons(buildsOn);
    expect(beacons).toEqual([
      {
        route: '/',
        builds: [{ section: 'home', build: 'h1' }],
        vitals: [
          { name: 'LCP', value: 1235 },
          { name: 'CLS', value: 0.1235 },
          { name: 'TTFB', value: 80 },
        ],
        errors: [{ owner: 'home', build: 'h1' }],
      },
    ]);
    expect(beacons.map((beacon) => experienceBeaconSchema.safeParse(beacon).success)).toEqual([true]);
  });

  it('makes beacons the API accepts for every route of the site, with a full load of vitals and errors', () => {
    for (const path of [...SITE_ROUTES.map((route) => route.path.replace(':id?', '42')), '/no-such-page']) {
      const route = routeTemplate(path);
      const report = createPageViewReport(route, true);
      for (const name of WEB_VITAL_NAMES) report.recordVital(name, 600_000);
      for (let turn = 0; turn < 9; turn += 1) report.recordError(route, { owner: 'products', build: 'pr0d.1-x' });
      const [beacon] = report.takeBeacons(() => SECTION_NAMES.map((section) => ({ section, build: 'b1' })));
      expect({ path, problems: experienceBeaconSchema.safeParse(beacon).error?.issues }).toEqual({
        path,
        problems: undefined,
      });
    }
  });

  it('reports no vitals when the page view is not sampled, but still its errors', () => {
    const report = createPageViewReport('/', false);
    report.recordVital('LCP', 900);
    expect(report.takeBeacons(buildsOn)).toEqual([]);
    report.recordError('/', { owner: 'shell', build: 'unknown' });
    expect(report.takeBeacons(buildsOn)).toEqual([
      {
        route: '/',
        builds: [{ section: 'home', build: 'h1' }],
        vitals: [],
        errors: [{ owner: 'shell', build: 'unknown' }],
      },
    ]);
  });

  it('gives an error to the route shown when it was thrown, in a beacon of its own', () => {
    const report = createPageViewReport('/', true);
    report.recordVital('INP', 180);
    report.recordError('/apps', { owner: 'apps', build: 'a1' });
    expect(report.takeBeacons(buildsOn)).toEqual([
      { route: '/', builds: [{ section: 'home', build: 'h1' }], vitals: [{ name: 'INP', value: 180 }], errors: [] },
      {
        route: '/apps',
        builds: [{ section: 'apps', build: 'a1' }],
        vitals: [],
        errors: [{ owner: 'apps', build: 'a1' }],
      },
    ]);
  });

  it('sends each vital once and nothing twice: a second hiding sends only what is new', () => {
    const report = createPageViewReport('/', true);
    report.recordVital('CLS', 0.05);
    expect(report.takeBeacons(buildsOn)).toHaveLength(1);
    expect(report.takeBeacons(buildsOn)).toEqual([]);
    report.recordVital('CLS', 0.3);
    report.recordVital('INP', 350);
    expect(report.takeBeacons(buildsOn).map((beacon) => beacon.vitals)).toEqual([[{ name: 'INP', value: 350 }]]);
  });

  it(`keeps at most ${MAX_ERRORS_PER_PAGE_VIEW} errors a page view, however many are thrown`, () => {
    const report = createPageViewReport('/', false);
    for (let turn = 0; turn < 50; turn += 1) report.recordError('/', { owner: 'home', build: 'h1' });
    const [beacon] = report.takeBeacons(buildsOn);
    expect(beacon?.errors).toHaveLength(MAX_ERRORS_PER_PAGE_VIEW);
    report.recordError('/', { owner: 'home', build: 'h1' });
    expect(report.takeBeacons(buildsOn)).toEqual([]);
  });

  it('ignores a value no browser measures (negative, not a number)', () => {
    const report = createPageViewReport('/', true);
    report.recordVital('LCP', -1);
    report.recordVital('INP', Number.NaN);
    expect(report.takeBeacons(buildsOn)).toEqual([]);
  });
});
