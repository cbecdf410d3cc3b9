import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

/** One JavaScript file a page downloaded: its bytes as served decoded, and gzip -9 of them. */
export interface JsDownload {
  url: string;
  body: Buffer;
  gzipBytes: number;
}

export interface RouteLoad {
  route: string;
  h1: string;
  /** Every JavaScript file of the page as loaded, without scrolling. */
  files: JsDownload[];
  /** Of those, the ones that arrived before the page's load event. */
  filesBeforeLoad: JsDownload[];
  /** The page's HTML, uncompressed. */
  htmlBytes: number;
  /** With `scrollToEnd`: what the page downloaded more once scrolled to its end (parts hydrating when near). */
  filesAfterScroll: JsDownload[];
}

/** Until no new response has arrived for this long, the page is taken to have finished loading. */
const QUIET_MS = 1_500;

const LOAD_TIMEOUT_MS = 60_000;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

async function download(response: Response): Promise<JsDownload> {
  const body = await response.body();
  return { url: response.url(), body, gzipBytes: gzipSync(body, { level: 9 }).length };
}

async function untilQuiet(responses: () => number): Promise<void> {
  let seen = responses();
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (responses() !== seen) {
      seen = responses();
      quietSince = Date.now();
    }
  }
}

/**
 * Loads `origin + route` in a new browser context (cold cache), waits for the network to go idle
 * and the page's h1 to show, and returns every JavaScript response, each compressed the same way
 * (gzip level 9) whatever the server sent. With `scrollToEnd`, it then scrolls down a screen at a
 * time to the end of the page and also returns what that downloaded. Fails when a section shows its
 * error box instead.
 */
export async function measureRouteJs(
  browser: Browser,
  origin: string,
  route: string,
  { scrollToEnd = false }: { scrollToEnd?: boolean } = {},
): Promise<RouteLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const downloads: Promise<JsDownload>[] = [];
    let responses = 0;
    let beforeLoad: number | undefined;
    page.on('load', () => {
      beforeLoad ??= downloads.length;
    });
    page.on('response', (response) => {
      responses += 1;
      if (response.ok() && isJavaScript(response)) downloads.push(download(response));
    });
    const documentResponse = await page.goto(`${origin}${route}`, {
      waitUntil: 'networkidle',
      timeout: LOAD_TIMEOUT_MS,
    });
    const htmlBytes = (await documentResponse?.body())?.length ?? 0;
    const h1 = page.locator('main h1').first();
    await h1.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    await untilQuiet(() => responses);
    const atLoad = downloads.length;
    if (scrollToEnd) {
      while (
        await page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1)
      ) {
        await page.evaluate(() => window.scrollBy(0, window.innerHeight));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await untilQuiet(() => responses);
    }
    const failedSections = await page.getByTestId('section-fallback').count();
    if (failedSections > 0) throw new Error(`${origin}${route}: ${failedSections} section(s) failed to load`);
    const files = await Promise.all(downloads);
    return {
      route,
      h1: (await h1.textContent())?.trim() ?? '',
      files: files.slice(0, atLoad),
      filesBeforeLoad: files.slice(0, beforeLoad ?? atLoad),
      htmlBytes,
      filesAfterScroll: files.slice(atLoad),
    };
  } finally {
    await context.close();
  }
}
