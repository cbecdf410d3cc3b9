import { THEME_STORAGE_KEY } from '@site/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Scheme, VIEWPORTS, type ViewportName } from './visual-matrix';

/** What changes between two loads of the same page, masked in every picture (a box of one colour). */
export const MASK_ATTRIBUTE = 'data-visual-mask';
const MASK_COLOUR = '#ff00ff';

/** The page's switch that draws every part (@site/platform's OFFSCREEN_PARTS_VARIABLE; the kit does not load the platform). */
const OFFSCREEN_PARTS_VARIABLE = '--offscreen-parts';

/**
 * The preview's banner (which names the build) out of the picture, so a preview looks as its
 * release will. Adopted as a constructed stylesheet: the page's CSP (hashes) refuses any other
 * `<style>`, Playwright's screenshot `style` option included, which is why that option is not used.
 */
const CAPTURE_STYLE = 'aside[data-preview-banner] { display: none !important; }';

const LOAD_TIMEOUT_MS = 60_000;

/**
 * A visitor at one width in one scheme: the scheme chosen as the site's toggle saves it (and as the
 * system prefers it), motion reduced, one CSS pixel per pixel, a fixed locale and time zone.
 */
export async function openShotContext(
  browser: Browser,
  viewport: ViewportName,
  scheme: Scheme,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    colorScheme: scheme,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
  });
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
    },
    [THEME_STORAGE_KEY, scheme] as const,
  );
  return context;
}

/**
 * Every part drawn, the preview's banner hidden, every image loaded and decoded, and the fonts
 * ready. Parts far from the viewport are `content-visibility: auto` (@site/platform's renderedWhenNear), which a full-page picture
 * would leave blank: the page's own switch (`--offscreen-parts: visible`, as it does going to an
 * anchor) draws them, and then their lazy images are loaded (a full-page picture scrolls nothing
 * into view). Then the page is scrolled back to its top.
 */
async function everythingDrawn(page: Page): Promise<void> {
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.evaluate(
    async ([variable, captureStyle]) => {
      document.documentElement.style.setProperty(variable, 'visible');
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(captureStyle);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const images = Array.from(document.images);
      for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
      // From the top, as a visitor arrives: a part that takes the focus as the page opens (a form sent
      // back, its error summary `autofocus`) scrolled it, and the fixed bar would be drawn midway.
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    [OFFSCREEN_PARTS_VARIABLE, CAPTURE_STYLE] as const,
  );
}

/**
 * The whole page at `url` as PNG, deterministically: loaded and drawn (images and fonts too),
 * animations finished, the caret hidden, every part drawn, changing content masked.
 */
export async function capturePage(page: Page, url: string, maskSelectors: readonly string[] = []): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
  await everythingDrawn(page);
  const masks = [`[${MASK_ATTRIBUTE}]`, ...maskSelectors].map((selector) => page.locator(selector));
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: masks,
    maskColor: MASK_COLOUR,
  });
}
