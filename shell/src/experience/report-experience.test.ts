import { EXPERIENCE_BEACON_PATH, type ExperienceBeacon, type WebVitalName } from '@site/contracts';
import { PAGE_STATE_ELEMENT_ID } from '../page-state';
import { measureVitalsAfterLoad } from './measure-vitals';
import { startExperienceReporting } from './report-experience';

// web-vitals needs a real browser's performance entries: what it would measure is fed by hand.
jest.mock('./measure-vitals', () => ({ measureVitalsAfterLoad: jest.fn() }));
const measureVitals = jest.mocked(measureVitalsAfterLoad);

const sendBeacon = jest.fn((_url: string, _body: string) => true);
let stop: () => void = () => undefined;

function sentBeacons(): ExperienceBeacon[] {
  return sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(EXPERIENCE_BEACON_PATH);
    return JSON.parse(body) as ExperienceBeacon;
  });
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Starts reporting on a server-rendered page of the developers section, pinned to build `dev7`. */
async function start(random: number): Promise<(name: WebVitalName, value: number) => void> {
  stop = startExperienceReporting({ random: () => random });
  await new Promise((resolve) => setTimeout(resolve, 0)); // the pinned builds are read
  return measureVitals.mock.calls.at(-1)?.[0] ?? (() => undefined);
}

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = PAGE_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify({
    serverReads: {},
    sections: Object.fromEntries(
      ['home', 'apps', 'developers', 'products', 'forms'].map((name) => [
        name,
        `/remotes/${name}/${name === 'developers' ? 'dev7' : 'b1'}/mf-manifest.json`,
      ]),
    ),
  });
  document.head.append(state);
  window.history.pushState({}, '', '/developer/ada-lovelace');
});

afterEach(() => {
  stop();
  sendBeacon.mockClear();
  measureVitals.mockClear();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('startExperienceReporting', () => {
  it('on a sampled page view, sends its vitals with the route template and section builds once the page is hidden', async () => {
    const record = await start(0.1);
    expect(measureVitals).toHaveBeenCalledTimes(1);
    record('LCP', 2100);
    record('INP', 120);
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();
    expect(sentBeacons()).toEqual([
      {
        route: '/developer/:id?',
        builds: [{ section: 'developers', build: 'dev7' }],
        vitals: [
          { name: 'LCP', value: 2100 },
          { name: 'INP', value: 120 },
        ],
        errors: [],
      },
    ]);
  });

  it('on a page view outside the sample, never loads web-vitals and sends nothing without an error', async () => {
    await start(0.9);
    expect(measureVitals).not.toHaveBeenCalled();
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("reports an uncaught error and a rejection by their script's section build, sampled or not, on pagehide", async () => {
    await start(0.9);
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'boom',
        filename: `${window.location.origin}/remotes/developers/dev7/static/js/async/profile.js`,
      }),
    );
    const reason = new Error('nothing came back');
    reason.stack = `Error: nothing came back\n    at f (${window.location.origin}/static/js/main.js:1:1)`;
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = reason;
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBeacons()).toEqual([
      {
        route: '/developer/:id?',
        builds: [{ section: 'developers', build: 'dev7' }],
        vitals: [],
        errors: [
          { owner: 'developers', build: 'dev7' },
          { owner: 'shell', build: 'unknown' },
        ],
      },
    ]);
  });
});
