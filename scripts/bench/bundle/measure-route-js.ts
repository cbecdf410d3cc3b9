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
  files: JsDownload[];
}

const LOAD_TIMEOUT_MS = 60_000;

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type);
}

async function download(response: Response): Promise<JsDownload> {
  const body = await response.body();
  return { url: response.url(), body, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/**
 * Loads `origin + route` in a new browser context (cold cache), waits for the network to go idle
 * and the page's h1 to show, and returns every JavaScript response, each compressed the same way
 * (gzip level 9) whatever the server sent. Fails when a section shows its error box instead.
 */
export async function measureRouteJs(browser: Browser, origin: string, route: string): Promise<RouteLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const downloads: Promise<JsDownload>[] = [];
    page.on('response', (response) => {
      if (response.ok() && isJavaScript(response)) downloads.push(download(response));
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const h1 = page.locator('main h1').first();
    await h1.waitFor({ state: 'visible', timeout: LOAD_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: LOAD_TIMEOUT_MS });
    const failedSections = await page.getByTestId('section-fallback').count();
    if (failedSections > 0) throw new Error(`${origin}${route}: ${failedSections} section(s) failed to load`);
    return { route, h1: (await h1.textContent())?.trim() ?? '', files: await Promise.all(downloads) };
  } finally {
    await context.close();
  }
}
