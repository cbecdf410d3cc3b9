import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How different two pixels may be and still count as the same (pixelmatch's YIQ colour distance,
 * 0 to 1). 0.1 is pixelmatch's own default: below what an eye sees, above the rounding noise of a
 * gradient drawn twice. Anti-aliased pixels (text and curve edges) are not counted either.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * How many differing pixels a picture may have and still match its baseline: none. The capture is
 * deterministic (the same Chromium, fonts and data give the same pixels; two runs differ by 0), so
 * any counted pixel is a change someone made.
 */
export const ALLOWED_DIFF_PIXELS = 0;

export interface ImageComparison {
  /** Pixels that differ beyond the threshold, including area only one of the two pictures has. */
  diffPixels: number;
  /** diffPixels over the larger picture's area. */
  ratio: number;
  /** The two pictures' sizes differ (the page grew or shrank). */
  sizeChanged: boolean;
  /** The baseline faded, differences in red (the area only one picture has too). */
  diffPng: Buffer;
}

/**
 * A copy of `image` on a canvas of `width` x `height`, the rest magenta: no page is that colour, so
 * the area only the other picture has counts as different (transparent would be read as white,
 * the colour of a light page).
 */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let index = 0; index < canvas.data.length; index += 4) canvas.data.set([255, 0, 255, 255], index);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

export function compareImages(baselinePng: Buffer, actualPng: Buffer): ImageComparison {
  // Chromium encodes the same pixels to the same bytes: equal files need no decoding (~1 s saved per
  // full-page picture on a loaded machine), and their diff image is never written.
  if (baselinePng.equals(actualPng)) return { diffPixels: 0, ratio: 0, sizeChanged: false, diffPng: Buffer.alloc(0) };
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    onCanvas(baseline, width, height).data,
    onCanvas(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: PIXEL_THRESHOLD, includeAA: false },
  );
  return {
    diffPixels,
    ratio: diffPixels / (width * height),
    sizeChanged: baseline.width !== actual.width || baseline.height !== actual.height,
    // Written fast (one filter, light compression): pngjs's defaults try five filters per row and
    // compress hardest, seconds for a phone's full page on a loaded machine; a diff image is read once.
    diffPng: PNG.sync.write(diff, { filterType: 1, deflateLevel: 1 }),
  };
}

export function imagesMatch(comparison: ImageComparison): boolean {
  return !comparison.sizeChanged && comparison.diffPixels <= ALLOWED_DIFF_PIXELS;
}
