import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partsPagePath, type SectionName } from '@site/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { capturePage, openShotContext } from './capture-page';
import { compareImages, imagesMatch } from './compare-images';
import { sectionRoutes } from './section-routes';
import { SCHEMES, type Scheme, type Shot, shotName, VIEWPORT_NAMES, type ViewportName } from './visual-matrix';

export interface VisualDifference {
  route: string;
  viewport: ViewportName;
  scheme: Scheme;
  /** `pixels`: pixels differ; `size`: the page grew or shrank; `no baseline`: nothing to compare with. */
  reason: 'pixels' | 'size' | 'no baseline';
  diffPixels: number;
  /** diffPixels over the picture's area (0 to 1). */
  ratio: number;
  /** The baseline faded with the differences in red (absent with no baseline). */
  diffImage?: string;
  /** What the candidate looks like, beside it. */
  actualImage: string;
}

export interface VisualVerdict {
  passed: boolean;
  /** Pictures taken. */
  captured: number;
  /** Wall time of the whole comparison. */
  seconds: number;
  differences: VisualDifference[];
  /** With `update`: the baselines written (only those that changed or were missing). */
  updated: string[];
}

export interface CompareWithBaselinesOptions {
  section: SectionName;
  /** The site's origin. */
  siteUrl: string;
  /** A preview's token: every page is opened with `?preview=<token>` (its banner is left out of the picture). */
  previewToken?: string;
  /** The section's `visual/baselines` folder. */
  baselinesDir: string;
  /** Where the diff images (and the candidate's pictures) are written: beside the verdict. */
  outDir: string;
  /** Write the pictures taken as the new baselines instead of failing on a difference. */
  update?: boolean;
  /** Selectors masked besides `[data-visual-mask]` (the section's `visual/masks.json`). */
  maskSelectors?: readonly string[];
  /** Its parts page (`/_parts/<section>`) too, as its routes: true unless told. */
  partsPage?: boolean;
  /** A browser to share; one is launched (and closed) otherwise. */
  browser?: Browser;
  /** Browser contexts taking pictures at once (2: one per core). */
  parallel?: number;
  /** Pictures already taken in this run, by `<url> <viewport> <scheme>`: a route two sections serve is taken once. */
  pictureCache?: Map<string, Promise<Buffer>>;
}

function addressWithPreview(siteUrl: string, address: string, previewToken?: string): string {
  const url = new URL(address, siteUrl);
  if (previewToken) url.searchParams.set('preview', previewToken);
  return url.href;
}

/** The section's masks: `visual/masks.json` beside its baselines (a JSON array of CSS selectors), if any. */
export function readSectionMasks(baselinesDir: string): string[] {
  const file = path.join(baselinesDir, '..', 'masks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

/**
 * Captures every route of `section` (and its parts page) at each width and scheme on `siteUrl`, and
 * compares each picture with the section's committed baseline. Never throws for a difference: the
 * verdict lists them, with a diff image each in `outDir`.
 */
export async function compareWithBaselines(options: CompareWithBaselinesOptions): Promise<VisualVerdict> {
  const started = performance.now();
  const { section, siteUrl, previewToken, baselinesDir, outDir, update = false } = options;
  const maskSelectors = options.maskSelectors ?? readSectionMasks(baselinesDir);
  const cache = options.pictureCache ?? new Map<string, Promise<Buffer>>();
  const routes = [
    ...(await sectionRoutes(section, siteUrl)),
    ...(options.partsPage === false ? [] : [partsPagePath(section)]).map((route) => ({ route, address: route })),
  ];
  mkdirSync(outDir, { recursive: true });
  if (update) mkdirSync(baselinesDir, { recursive: true });
  const browser = options.browser ?? (await launchBrowser());
  const differences: VisualDifference[] = [];
  const updated: string[] = [];
  let captured = 0;
  // Two widths x two schemes, each a browser context of its own, two at a time: one page is drawn
  // while the other is encoded (96 pictures: 71 s against 75 s one at a time on a loaded 2-core machine).
  const combinations = VIEWPORT_NAMES.flatMap((viewport) => SCHEMES.map((scheme) => ({ viewport, scheme })));
  const pictureTaker = async () => {
    for (let next = combinations.shift(); next; next = combinations.shift()) {
      const { viewport, scheme } = next;
      const context = await openShotContext(browser, viewport, scheme);
      const page = await context.newPage();
      try {
        for (const { route, address } of routes) {
          const shot: Shot = { route, address, viewport, scheme };
          const key = `${addressWithPreview(siteUrl, address, previewToken)} ${viewport} ${scheme}`;
          let picture = cache.get(key);
          if (!picture) {
            picture = capturePage(page, addressWithPreview(siteUrl, address, previewToken), maskSelectors);
            cache.set(key, picture);
            captured += 1;
          }
          const difference = judge(shot, await picture, baselinesDir, outDir, update, updated);
          if (difference) differences.push(difference);
        }
      } finally {
        await context.close();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.parallel ?? 2 }, pictureTaker));
  } finally {
    if (!options.browser) await browser.close();
  }
  differences.sort((a, b) =>
    `${a.route} ${a.viewport} ${a.scheme}`.localeCompare(`${b.route} ${b.viewport} ${b.scheme}`),
  );
  return {
    passed: differences.length === 0,
    captured,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    differences,
    updated,
  };
}

/** One picture against its baseline: undefined when they match (or when updating wrote it). */
function judge(
  shot: Shot,
  actual: Buffer,
  baselinesDir: string,
  outDir: string,
  update: boolean,
  updated: string[],
): VisualDifference | undefined {
  const name = shotName(shot);
  const baselineFile = path.join(baselinesDir, `${name}.png`);
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined;
  const comparison = baseline ? compareImages(baseline, actual) : undefined;
  if (comparison && imagesMatch(comparison)) return undefined;
  if (update) {
    writeFileSync(baselineFile, actual);
    updated.push(baselineFile);
    return undefined;
  }
  const actualImage = path.join(outDir, `${name}.actual.png`);
  writeFileSync(actualImage, actual);
  const { route, viewport, scheme } = shot;
  if (!comparison) return { route, viewport, scheme, reason: 'no baseline', diffPixels: 0, ratio: 1, actualImage };
  const diffImage = path.join(outDir, `${name}.diff.png`);
  writeFileSync(diffImage, comparison.diffPng);
  return {
    route,
    viewport,
    scheme,
    reason: comparison.sizeChanged ? 'size' : 'pixels',
    diffPixels: comparison.diffPixels,
    ratio: comparison.ratio,
    diffImage,
    actualImage,
  };
}
