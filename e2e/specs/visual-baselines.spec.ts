import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES, SECTIONS } from '@site/contracts';
import {
  capturePage,
  compareImages,
  compareWithBaselines,
  launchBrowser,
  openShotContext,
  shotName,
} from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { stack } from '../support/stack';
import { REPO_ROOT } from '../support/stack-paths';

/**
 * What QA approved is what visitors get: every section's routes (and its parts page) at phone and
 * desktop width, light and dark, against the baselines committed in the section, on the run's stack
 * (its seed data), in one browser. A route two sections serve (`/`) is captured once.
 */
const OUT_DIR = path.join(REPO_ROOT, 'e2e', 'artifacts', 'visual');

let browser: Browser;
const pictures = new Map<string, Promise<Buffer>>();

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const baselinesOf = (section: (typeof SECTION_NAMES)[number]) =>
  path.join(REPO_ROOT, SECTIONS[section].folder, 'visual', 'baselines');

describe('every section looks as its baselines', () => {
  it.each(SECTION_NAMES)('%s: every route and its parts page, phone and desktop, light and dark', async (section) => {
    const verdict = await compareWithBaselines({
      section,
      siteUrl: stack().baseUrl,
      baselinesDir: baselinesOf(section),
      outDir: path.join(OUT_DIR, section),
      browser,
      pictureCache: pictures,
    });
    // The differences name the picture, the pixels and the diff image to open.
    expect(verdict.differences).toEqual([]);
    expect(verdict.passed).toBe(true);
  });
});

describe('the comparison sees a change', () => {
  /**
   * The status page's "Contact Us" button turned the browser's default link blue, as a stylesheet
   * lost in a build would (the page's classes are emotion's hashes: the button is found by its role).
   */
  const BLUE_BUTTONS = 'a[role="button"][href="/#contact"] { background-color: rgb(0, 0, 238) !important; }';

  it('a changed button colour differs from the baseline, with a diff image showing where', async () => {
    const context = await openShotContext(browser, 'desktop', 'light');
    // A constructed stylesheet: the page's policy allows no inline <style>, and this is not one.
    await context.addInitScript((rule) => {
      document.addEventListener('DOMContentLoaded', () => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(rule);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      });
    }, BLUE_BUTTONS);
    const page = await context.newPage();
    const changed = await capturePage(page, new URL('/status', stack().baseUrl).href);
    await context.close();

    const baseline = readFileSync(
      path.join(baselinesOf('products'), `${shotName({ route: '/status', viewport: 'desktop', scheme: 'light' })}.png`),
    );
    const comparison = compareImages(baseline, changed);
    expect(comparison.sizeChanged).toBe(false);
    // The button (about 90 x 36 pixels), nothing else.
    expect(comparison.diffPixels).toBeGreaterThan(500);
    expect(comparison.ratio).toBeLessThan(0.01);
    const diff = PNG.sync.read(comparison.diffPng);
    let red = 0;
    for (let index = 0; index < diff.data.length; index += 4) {
      if (diff.data[index] === 255 && diff.data[index + 1] === 0 && diff.data[index + 2] === 0) red += 1;
    }
    expect(red).toBe(comparison.diffPixels);
  });

  it('the gate’s verdict names the differing picture and writes its diff image beside it', async () => {
    // The products section's baselines with one picture painted over: the site itself is unchanged.
    mkdirSync(OUT_DIR, { recursive: true });
    const baselinesDir = mkdtempSync(path.join(OUT_DIR, 'altered-baselines-'));
    try {
      cpSync(baselinesOf('products'), baselinesDir, { recursive: true });
      const name = `${shotName({ route: '/status', viewport: 'phone', scheme: 'dark' })}.png`;
      const picture = PNG.sync.read(readFileSync(path.join(baselinesDir, name)));
      for (let index = 0; index < 100 * picture.width * 4; index += 4)
        picture.data[index] = 255 - (picture.data[index] ?? 0);
      writeFileSync(path.join(baselinesDir, name), PNG.sync.write(picture));

      const outDir = path.join(OUT_DIR, 'altered-verdict');
      const verdict = await compareWithBaselines({
        section: 'products',
        siteUrl: stack().baseUrl,
        baselinesDir,
        outDir,
        browser,
        pictureCache: pictures,
      });
      expect(verdict.passed).toBe(false);
      // Every picture was taken by the sections' test above: this one only compares.
      expect(verdict.captured).toBe(0);
      expect(verdict.differences).toEqual([
        expect.objectContaining({ route: '/status', viewport: 'phone', scheme: 'dark', reason: 'pixels' }),
      ]);
      const [difference] = verdict.differences;
      expect(difference?.diffPixels).toBeGreaterThan(0);
      expect(existsSync(difference?.diffImage ?? '')).toBe(true);
      expect(path.dirname(difference?.diffImage ?? '')).toBe(outDir);
    } finally {
      rmSync(baselinesDir, { recursive: true, force: true });
    }
  });
});
