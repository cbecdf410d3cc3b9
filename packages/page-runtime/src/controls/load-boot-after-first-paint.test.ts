import { BOOT_META_NAME, FEDERATION_HOST_ATTRIBUTE } from '@site/contracts/island-markup';
import { loadBootAfterFirstPaint } from './load-boot-after-first-paint';

const BOOT = '/boot.abc123.js';
const HOST = '/main.def456.js';

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** The browser's paint timing, told by the test when the first content is painted. */
let paint: ((name: string) => void) | undefined;
class FakePaintObserver {
  static readonly supportedEntryTypes = ['paint'];
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    paint = (name) =>
      this.callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect: () => undefined },
      );
  }
}

const bootScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];

beforeEach(() => {
  jest.useFakeTimers();
  paint = undefined;
  Object.assign(window, { PerformanceObserver: FakePaintObserver });
  document.head.innerHTML = `<meta name="${BOOT_META_NAME}" content="${BOOT}" ${FEDERATION_HOST_ATTRIBUTE}="${HOST}">`;
});
afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

describe('loadBootAfterFirstPaint', () => {
  it('loads the boot once the first content is painted, naming the federation host, and only once', () => {
    loadBootAfterFirstPaint();
    paint?.('first-paint');
    jest.runAllTimers();
    expect(bootScripts()).toEqual([]);
    paint?.('first-contentful-paint');
    jest.runAllTimers();
    expect(
      bootScripts().map((script) => [script.getAttribute('src'), script.getAttribute(FEDERATION_HOST_ATTRIBUTE)]),
    ).toEqual([[BOOT, HOST]]);
    document.dispatchEvent(new Event('pointerdown'));
    expect(bootScripts()).toHaveLength(1);
  });

  it("loads it at once at the visitor's first tap, key or focus, before any paint is reported", () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      for (const script of document.head.querySelectorAll('script')) script.remove();
      loadBootAfterFirstPaint();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect({ type, loaded: bootScripts().length }).toEqual({ type, loaded: 1 });
    }
  });

  it('waits for the paint, not the load event, which can come first', () => {
    loadBootAfterFirstPaint();
    window.dispatchEvent(new Event('load'));
    jest.runAllTimers();
    expect(bootScripts()).toEqual([]);
  });

  it('loads it at the load event in a browser without paint timing', () => {
    Object.assign(window, { PerformanceObserver: class {} });
    loadBootAfterFirstPaint();
    expect(bootScripts()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(bootScripts()).toHaveLength(1);
  });

  it('does nothing on a page that names no boot (the page the browser renders loads it itself)', () => {
    document.head.innerHTML = '';
    loadBootAfterFirstPaint();
    window.dispatchEvent(new Event('load'));
    expect(bootScripts()).toEqual([]);
  });
});
