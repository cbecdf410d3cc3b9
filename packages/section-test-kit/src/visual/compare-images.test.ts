import { PNG } from 'pngjs';
import { compareImages, imagesMatch } from './compare-images';
import { routeSlug, shotName } from './visual-matrix';

/** A picture of `width` x `height` in one colour, with a `button` of another colour at its top left. */
function picture(width: number, height: number, button?: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      const colour = button && x < 20 && y < 10 ? button : [245, 247, 250];
      png.data.set([...colour, 255], index);
    }
  }
  return PNG.sync.write(png);
}

describe('compareImages', () => {
  it('finds no difference between a picture and itself', () => {
    const comparison = compareImages(picture(60, 40, [15, 118, 150]), picture(60, 40, [15, 118, 150]));
    expect(comparison).toMatchObject({ diffPixels: 0, ratio: 0, sizeChanged: false });
    expect(imagesMatch(comparison)).toBe(true);
  });

  it('counts every pixel of a button whose colour changed, and paints them red in the diff image', () => {
    const comparison = compareImages(picture(60, 40, [15, 118, 150]), picture(60, 40, [0, 0, 238]));
    expect(comparison.diffPixels).toBe(200);
    expect(comparison.ratio).toBeCloseTo(200 / 2400);
    expect(imagesMatch(comparison)).toBe(false);
    const diff = PNG.sync.read(comparison.diffPng);
    expect([...diff.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('does not count a colour closer than the threshold (rounding noise)', () => {
    expect(compareImages(picture(60, 40, [15, 118, 150]), picture(60, 40, [16, 118, 150])).diffPixels).toBe(0);
  });

  it('calls a page that grew a difference, counting the new area', () => {
    const comparison = compareImages(picture(60, 40), picture(60, 50));
    expect(comparison.sizeChanged).toBe(true);
    expect(comparison.diffPixels).toBe(600);
    expect(imagesMatch(comparison)).toBe(false);
  });
});

describe('picture names', () => {
  it('names a route by its path, its width and its scheme', () => {
    expect(routeSlug('/')).toBe('home');
    expect(routeSlug('/developer/:id?')).toBe('developer-id');
    expect(routeSlug('/_parts/forms')).toBe('parts-forms');
    expect(shotName({ route: '/pricing', viewport: 'phone', scheme: 'dark' })).toBe('pricing.phone.dark');
  });
});
