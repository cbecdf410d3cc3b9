import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser } from 'playwright-core';
import { stack } from '../support/stack';

/**
 * Icons come from one cached sprite per build (`<svg><use href="<sprite>#<Name>"/></svg>`), not as
 * an inline tree per icon in every page: the shell's sprite for its own and the platform's icons, a
 * section's from its own release folder.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function fetchOk(path: string): Promise<Response> {
  const response = await fetch(stack().baseUrl + path);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return response;
}

/** Each sprite the page uses, by URL: its response and the shapes of each of its symbols. */
async function spritesOf(
  html: string,
): Promise<Map<string, { cacheControl: string | null; symbols: Map<string, string> }>> {
  const urls = new Set([...html.matchAll(/<use href="([^"#]+)#/g)].map((match) => match[1] ?? ''));
  const sprites = new Map<string, { cacheControl: string | null; symbols: Map<string, string> }>();
  for (const url of urls) {
    const response = await fetchOk(url);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const symbols = new Map(
      [...(await response.text()).matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
    sprites.set(url, { cacheControl: response.headers.get('cache-control'), symbols });
  }
  return sprites;
}

describe('icons on the home page', () => {
  it('are short <use> references into the sprites of the builds that draw them, none drawn inline', async () => {
    const html = await (await fetchOk('/')).text();
    // Each `<use>` with its `<svg>`'s attributes (ratings draw their stars from a picture instead, below).
    const uses = [...html.matchAll(/<svg([^>]*)>(.*?)<\/svg>/g)].flatMap(([, attributes, inner]) =>
      [...(inner ?? '').matchAll(/<use href="([^"]+)#([^"]+)"/g)].map(([, url, id]) => [attributes, url, id] as const),
    );
    expect(uses.length).toBeGreaterThan(60);
    const sprites = await spritesOf(html);
    // The shell's sprite (its own icons and the platform's) and the home section's, from its release folder.
    const spriteUrls = [...sprites.keys()];
    expect(spriteUrls).toContainEqual(expect.stringMatching(/^\/assets\/icons\.[0-9a-f]{10}\.svg$/));
    expect(spriteUrls).toContainEqual(
      expect.stringMatching(/^\/remotes\/home\/[0-9a-f]{12}\/assets\/icons\.[0-9a-f]{10}\.svg$/),
    );
    for (const [url, sprite] of sprites)
      expect({ url, cache: sprite.cacheControl }).toEqual({ url, cache: expect.stringContaining('immutable') });
    for (const [attributes, url, id] of uses) {
      expect({ url, id, inSprite: sprites.get(url ?? '')?.symbols.has(id ?? '') }).toEqual({ url, id, inSprite: true });
      // Decorative, as MUI's inline icons are: hidden from assistive technology.
      expect({ id, hidden: attributes?.includes('aria-hidden="true"') }).toEqual({ id, hidden: true });
    }
    const shapes = new Set([...sprites.values()].flatMap((sprite) => [...sprite.symbols.values()]));
    const inline = [...html.matchAll(/<svg[^>]*>(.*?)<\/svg>/g)]
      .map((match) => match[1] ?? '')
      .filter((inner) => shapes.has(inner));
    expect(inline).toEqual([]);
  });

  it('show, sized and coloured as the text around them, in both themes, on a phone and a desktop', async () => {
    for (const theme of ['light', 'dark']) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const { context, page, problems } = await openPage(browser, { viewport });
        await context.addCookies([{ name: 'theme', value: theme, url: stack().baseUrl }]);
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
        await page.goto(`${stack().baseUrl}/`);
        await page.waitForLoadState('networkidle');
        // Every part drawn first: a part far from the viewport is `content-visibility: auto`, and
        // Chromium leaves a skipped part's style uncomputed (its icons read as fill black at times).
        await page.evaluate(async () => {
          document.documentElement.style.setProperty('--offscreen-parts', 'visible');
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        const icons = await page.$$eval('svg:has(> use)', (svgs) =>
          svgs
            .filter((svg) => svg.getBoundingClientRect().width > 0)
            .map((svg) => {
              const drawn = (svg.querySelector('use') as SVGUseElement).getBBox();
              const style = getComputedStyle(svg);
              return { drawn: drawn.width > 0 && drawn.height > 0, fill: style.fill, color: style.color };
            }),
        );
        const where = { theme, width: viewport.width };
        expect({ ...where, shown: icons.length > 20 }).toEqual({ ...where, shown: true });
        expect({ ...where, notDrawn: icons.filter((icon) => !icon.drawn).length }).toEqual({ ...where, notDrawn: 0 });
        expect({ ...where, otherFill: icons.filter((icon) => icon.fill !== icon.color) }).toEqual({
          ...where,
          otherFill: [],
        });
        expect({ ...where, errors: problems.consoleErrors }).toEqual({ ...where, errors: [] });
        await context.close();
      }
    }
  });
});

describe('rating stars on the home page', () => {
  it("are five per rating, each showing its kind from one cached picture of the shell's build", async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const pictures: { url: string; status: number; type: string | null; cache: string | null }[] = [];
    page.on('response', (response) => {
      if (/rating-star-kinds\.[0-9a-f]+\.svg$/.test(response.url()))
        pictures.push({
          url: new URL(response.url()).pathname,
          status: response.status(),
          type: response.headers()['content-type'] ?? null,
          cache: response.headers()['cache-control'] ?? null,
        });
    });
    await page.goto(`${stack().baseUrl}/`);
    const rating = page.getByRole('img', { name: /^Rated \d\.\d out of 5/ }).first();
    await rating.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const stars = await rating.locator('[data-star]').evaluateAll((elements) =>
      elements.map((star) => {
        const style = getComputedStyle(star);
        const box = star.getBoundingClientRect();
        return {
          kind: star.getAttribute('data-star'),
          image: style.backgroundImage,
          x: style.backgroundPositionX,
          size: box.width > 10 && box.height > 10,
        };
      }),
    );
    expect(stars).toHaveLength(5);
    const positions = { full: '0%', half: '50%', empty: '100%' } as Record<string, string>;
    for (const star of stars)
      expect(star).toEqual({
        kind: expect.stringMatching(/^(full|half|empty)$/),
        // @site/platform is shared from the shell: every section's ratings use the shell's one picture.
        image: expect.stringMatching(/^url\("http:\/\/[^/]+\/assets\/rating-star-kinds\.[0-9a-f]{10}\.svg"\)$/),
        x: positions[star.kind ?? ''],
        size: true,
      });
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures)
      expect(picture).toEqual({
        url: picture.url,
        status: 200,
        type: expect.stringContaining('image/svg+xml'),
        cache: expect.stringContaining('immutable'),
      });
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});
