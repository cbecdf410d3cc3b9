import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

/** One file a page downloaded, by its path on the site, with gzip -9 of its body (however it was sent). */
export interface Download {
  path: string;
  gzipBytes: number;
  kind: 'js' | 'css';
  /** Arrived before the page's load event. */
  beforeLoad: boolean;
}

/** What one load of one route measured. */
export interface PageLoad {
  /** gzip -9 of the page's HTML, without the preview banner (a candidate is shown through a preview). */
  htmlGzip: number;
  css: Download[];
  /** Every JavaScript file until the page was loaded and idle (not scrolled): until the first interaction. */
  js: Download[];
  /** The renderer's CPU for the page (the site's `Server-Timing: render-cpu`), when it says. */
  renderCpuMs: number | undefined;
  /** Blocking time of the long tasks from the first contentful paint until the page fell quiet. */
  tbtMs: number;
  /** Largest contentful paint after the HTML's first byte (the server's time is `renderCpuMs`'s). */
  lcpMs: number;
  cls: number;
  /** axe-core's serious and critical findings (`rule: targets`), when asked for. */
  axe: string[] | undefined;
}

export interface LoadRequest {
  url: string;
  scheme: 'light' | 'dark';
  /** The preview token the candidate is seen with (a cookie, as the preview link sets it). */
  previewToken: string | undefined;
  cpuThrottling: number;
  withAxe: boolean;
  axeSource: string;
}

/** With no new response for this long after the load event, the page is taken to be idle. */
const QUIET_MS = 600;
const LOAD_TIMEOUT_MS = 30_000;

/**
 * Observers set before the page's first script: long tasks, LCP and layout shifts, as the
 * browser reports them (the same entries web-vitals and Lighthouse's lab trace are made of).
 */
function observeVitals(): void {
  const vitals = { longTasks: [] as [number, number][], lcp: 0, cls: 0 };
  Object.assign(window, { __gateVitals: vitals });
  const observe = (type: string, take: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser does not know: its number stays 0.
    }
  };
  observe('longtask', (entry) => vitals.longTasks.push([entry.startTime, entry.duration]));
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = Math.max(vitals.lcp, entry.startTime);
  });
  observe('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    if (!shift.hadRecentInput) vitals.cls += shift.value;
  });
}

interface PageVitals {
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

async function readVitals(page: Page): Promise<PageVitals> {
  return page.evaluate(() => {
    const vitals = (window as unknown as { __gateVitals: { longTasks: [number, number][]; lcp: number; cls: number } })
      .__gateVitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const firstByte = navigation?.responseStart ?? 0;
    // Lighthouse's TBT: the part of each task past 50 ms, for tasks after the first contentful paint.
    const tbtMs = vitals.longTasks
      .filter(([start, duration]) => start + duration > fcp)
      .reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50), 0);
    return { tbtMs, lcpMs: Math.max(0, vitals.lcp - firstByte), cls: vitals.cls };
  });
}

async function axeFindings(page: Page, axeSource: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } })
      .axe;
    return (await axe.run(document)).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

function renderCpuOf(response: Response | null): number | undefined {
  const match = /render-cpu;dur=([\d.]+)/.exec(response?.headers()['server-timing'] ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The page's HTML as a visitor gets it: a preview page's banner and robots tag are the preview's, not the build's. */
function withoutPreviewMarks(html: string): string {
  return html
    .replace(/<aside data-preview-banner[\s\S]*?<\/aside>/, '')
    .replace('<meta name="robots" content="noindex">', '');
}

/**
 * Loads one route once in a fresh context (cold cache), the CPU slowed as on a mid-range phone
 * (Chrome DevTools' 4×), until it is loaded and its network has been quiet for a second; then
 * reads the vitals, and with `withAxe` runs axe-core on it at full speed.
 */
export async function measureLoad(browser: Browser, request: LoadRequest): Promise<PageLoad> {
  const site = new URL(request.url);
  // The page's CSP refuses injected scripts: axe runs with it bypassed (as e2e/specs/accessibility does).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  try {
    if (request.previewToken) {
      await context.addCookies([{ name: 'site_preview', value: request.previewToken, url: site.origin }]);
    }
    await context.addInitScript((scheme) => window.localStorage.setItem('theme', scheme), request.scheme);
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: request.cpuThrottling });
    const downloads: Promise<Download | undefined>[] = [];
    let loaded = false;
    let lastResponseAt = Date.now();
    page.on('load', () => {
      loaded = true;
    });
    page.on('response', (response) => {
      lastResponseAt = Date.now();
      const beforeLoad = !loaded;
      const type = response.request().resourceType();
      if (!response.ok() || (type !== 'script' && type !== 'stylesheet')) return;
      downloads.push(
        response.body().then(
          (body) => ({
            path: new URL(response.url()).pathname,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            kind: type === 'script' ? 'js' : 'css',
            beforeLoad,
          }),
          () => undefined,
        ),
      );
    });
    const answer = await page.goto(request.url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!answer?.ok()) throw new Error(`${request.url} answered ${answer?.status() ?? 'nothing'}`);
    const html = (await answer.body()).toString('utf8');
    while (Date.now() - lastResponseAt < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const vitals = await readVitals(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const axe = request.withAxe ? await axeFindings(page, request.axeSource) : undefined;
    const files = (await Promise.all(downloads)).filter((file): file is Download => file !== undefined);
    return {
      htmlGzip: gzipSync(withoutPreviewMarks(html), { level: 9 }).length,
      css: files.filter((file) => file.kind === 'css'),
      js: files.filter((file) => file.kind === 'js'),
      renderCpuMs: renderCpuOf(answer),
      ...vitals,
      axe,
    };
  } finally {
    await context.close();
  }
}
