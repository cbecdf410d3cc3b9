import { existsSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, type PageProblems } from './browser';
import { PREVIEW_VARIABLE, SITE_VARIABLE, STACK_FILE_VARIABLE } from './site-variables';

export { PREVIEW_VARIABLE, SITE_VARIABLE, STACK_FILE_VARIABLE };

/** What a suite reads of that description: the rest is the e2e run's own. */
interface StackDescription {
  baseUrl: string;
}

export interface SiteUnderTest {
  /** The site's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The preview token every first navigation of a browser context carries, if any. */
  preview?: string;
}

export function siteUnderTest(): SiteUnderTest {
  const given = process.env[SITE_VARIABLE];
  if (given) return { origin: new URL(given).origin, preview: process.env[PREVIEW_VARIABLE] || undefined };
  // In `npm test` the e2e global setup started a stack and named the file that describes it.
  const stackFile = process.env[STACK_FILE_VARIABLE];
  if (stackFile && existsSync(stackFile)) {
    return { origin: (JSON.parse(readFileSync(stackFile, 'utf8')) as StackDescription).baseUrl };
  }
  throw new Error(
    `No site to drive: run this suite with \`npm run test:browser -w mf-<section> [-- --site <url>]\` (or set ${SITE_VARIABLE})`,
  );
}

/** An address on the site under test (for the page itself use `visit`, which carries the preview). */
export function siteUrl(path: string): string {
  return new URL(path, siteUnderTest().origin).href;
}

/** A read of the site's public API, as the pages make it (what the site shows comes from there). */
export async function readSiteApi<T>(path: string): Promise<T> {
  const response = await fetch(siteUrl(`/api/${path}`));
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The first navigation's address: the page's own, with `?preview=<token>` in a preview. */
export function firstNavigationUrl(path: string, site: SiteUnderTest = siteUnderTest()): string {
  const url = new URL(path, site.origin);
  if (site.preview) url.searchParams.set('preview', site.preview);
  return url.href;
}

/** The banner a preview page shows (contract of issue 24: it names the section and the build). */
export function previewBanner(page: Page) {
  return page.locator('aside[data-preview-banner]');
}

/**
 * Waits until the page shows the preview banner naming `section`; throws what it shows instead.
 * Only meaningful on a preview (`siteUnderTest().preview`).
 */
export async function expectPreviewBanner(page: Page, section: string): Promise<void> {
  const banner = previewBanner(page);
  await banner.waitFor({ state: 'attached', timeout: 20_000 }).catch(() => {
    throw new Error(
      `${page.url()} shows no preview banner (aside[data-preview-banner]): the preview token was not honoured`,
    );
  });
  const text = (await banner.textContent()) ?? '';
  if (!new RegExp(`\\b${section}\\b`, 'i').test(text)) {
    throw new Error(`the preview banner of ${page.url()} does not name the ${section} section: "${text.trim()}"`);
  }
}

const FIRST_LOAD_TIMEOUT_MS = 60_000;

export interface Visit {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/**
 * A new visitor (a browser context of its own) opening `path` on the site under test. In a preview
 * the first navigation carries the token (the site's cookie keeps the next ones in the preview)
 * and the page must show the banner naming `section`.
 */
export async function visit(
  browser: Browser,
  section: string,
  path: string,
  options: Parameters<Browser['newContext']>[0] & { waitUntil?: 'load' | 'domcontentloaded' | 'commit' } = {},
): Promise<Visit> {
  const { waitUntil, ...contextOptions } = options;
  const site = siteUnderTest();
  const opened = await openPage(browser, contextOptions);
  // A first load of the composed site on a loaded machine (CI's two cores) may take longer than
  // Playwright's 30 s default; what the page shows is asserted after it.
  await opened.page.goto(firstNavigationUrl(path, site), { waitUntil, timeout: FIRST_LOAD_TIMEOUT_MS });
  if (site.preview) await expectPreviewBanner(opened.page, section);
  return opened;
}

/** An address as the section made it: without the preview's own parameter, if the site kept it there. */
export function withoutPreview(address: URL | string): URL {
  const url = new URL(address);
  url.searchParams.delete('preview');
  return url;
}

/** The address of the page now shown, without the preview's parameter. */
export function shownAddress(page: Page): URL {
  return withoutPreview(page.url());
}

/**
 * In a preview only: a test of its own that `path` shows the banner naming `section` (every
 * `visit` checks it too; this one makes it a named result of the run).
 */
export function testPreviewBanner(section: string, path: string, browser: () => Browser): void {
  if (!siteUnderTest().preview) return;
  it(`in a preview, ${path} shows the banner naming the ${section} section`, async () => {
    const { context, page } = await visit(browser(), section, path);
    await expectPreviewBanner(page, section);
    await context.close();
  });
}
