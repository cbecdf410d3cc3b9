import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RenderedPage } from '@site/contracts';
import { type PageRenderer, PageShelf } from './page-shelf';

function countingRenderer(buildsKey: string, html: (url: string, count: number) => string) {
  const rendered: string[] = [];
  const renderer: PageRenderer = {
    buildsKey,
    async render(url: string): Promise<RenderedPage> {
      rendered.push(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return {
        status: 200,
        html: html(url, rendered.length),
        contentSecurityPolicy: "default-src 'self'",
        parts: [],
        renderBudgetSpent: false,
      };
    },
  };
  return { renderer, rendered };
}

const aMinute = 60_000;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PageShelf', () => {
  it('renders a page once for visitors asking at the same time, and sends them the same bytes', async () => {
    const shelf = new PageShelf({ freshMs: aMinute, staleMs: 0, maxBytes: 1e6 });
    const { renderer, rendered } = countingRenderer('home@1', (url) => `<p>${url}</p>`);
    const pages = await Promise.all(Array.from({ length: 10 }, () => shelf.page('/', renderer)));
    expect(rendered).toEqual(['/']);
    expect(new Set(pages.map((page) => page?.etags.br)).size).toBe(1);
    expect(pages[0]?.bodies.identity.toString()).toBe('<p>/</p>');
  });

  it('keeps every encoding of the page, each decoding to the same HTML', async () => {
    const shelf = new PageShelf({ freshMs: aMinute, staleMs: 0, maxBytes: 1e6 });
    const { renderer } = countingRenderer('home@1', () => `<main>${'Power Platform '.repeat(200)}</main>`);
    const page = await shelf.page('/apps', renderer);
    const html = page?.bodies.identity.toString();
    expect(brotliDecompressSync(page?.bodies.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(gunzipSync(page?.bodies.gzip ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(new Set(Object.values(page?.etags ?? {})).size).toBe(3);
  });

  it('renders again with a release: other section builds are another key', async () => {
    const shelf = new PageShelf({ freshMs: aMinute, staleMs: 0, maxBytes: 1e6 });
    const before = countingRenderer('home@1', () => '<p>old text</p>');
    const after = countingRenderer('home@2', () => '<p>new text</p>');
    const first = await shelf.page('/', before.renderer);
    const released = await shelf.page('/', after.renderer);
    expect(released?.bodies.identity.toString()).toBe('<p>new text</p>');
    expect(released?.etags.identity).not.toBe(first?.etags.identity);
  });

  it('keeps the ETag while the page renders to the same bytes, and changes it with the data', async () => {
    let price = '£1,000';
    const shelf = new PageShelf({ freshMs: 1, staleMs: 0, maxBytes: 1e6 });
    const renderer: PageRenderer = {
      buildsKey: 'products@1',
      render: async () => ({
        status: 200,
        html: `<p>${price}</p>`,
        contentSecurityPolicy: '',
        parts: [],
        renderBudgetSpent: false,
      }),
    };
    const first = await shelf.page('/risk-manager', renderer);
    await settle(5);
    const same = await shelf.page('/risk-manager', renderer);
    price = '£1,200';
    await settle(5);
    const changed = await shelf.page('/risk-manager', renderer);
    expect(same?.etags.br).toBe(first?.etags.br);
    expect(changed?.etags.br).not.toBe(first?.etags.br);
  });

  it('sends a page a little past its time while one render replaces it', async () => {
    const shelf = new PageShelf({ freshMs: 1, staleMs: aMinute, maxBytes: 1e6 });
    const { renderer, rendered } = countingRenderer('home@1', (_url, count) => `<p>render ${count}</p>`);
    await shelf.page('/', renderer);
    await settle(5);
    const meanwhile = await Promise.all([shelf.page('/', renderer), shelf.page('/', renderer)]);
    expect(meanwhile.map((page) => page?.bodies.identity.toString())).toEqual(['<p>render 1</p>', '<p>render 1</p>']);
    await settle(20);
    expect(rendered).toHaveLength(2);
    expect((await shelf.page('/', renderer))?.bodies.identity.toString()).toBe('<p>render 2</p>');
  });

  it('waits for a new render once a page is past its stale time', async () => {
    const shelf = new PageShelf({ freshMs: 1, staleMs: 1, maxBytes: 1e6 });
    const { renderer } = countingRenderer('home@1', (_url, count) => `<p>render ${count}</p>`);
    await shelf.page('/', renderer);
    await settle(10);
    expect((await shelf.page('/', renderer))?.bodies.identity.toString()).toBe('<p>render 2</p>');
  });

  it('answers undefined when the page cannot be rendered, and keeps nothing', async () => {
    const shelf = new PageShelf({ freshMs: aMinute, staleMs: 0, maxBytes: 1e6 });
    const failing: PageRenderer = {
      buildsKey: 'home@1',
      render: async () => Promise.reject(new Error('renderer gone')),
    };
    const absent: PageRenderer = { buildsKey: 'home@1', render: async () => undefined };
    expect(await shelf.page('/', failing)).toBeUndefined();
    expect(await shelf.page('/', absent)).toBeUndefined();
    expect(shelf.size).toBe(0);
  });

  it('keeps no more bytes than it is given, dropping the least recently read page', async () => {
    const shelf = new PageShelf({ freshMs: aMinute, staleMs: 0, maxBytes: 1500 });
    const { renderer, rendered } = countingRenderer('home@1', (url) => `<p>${url}</p>${'x'.repeat(600)}`);
    await shelf.page('/a', renderer);
    await shelf.page('/b', renderer);
    await shelf.page('/a', renderer);
    await shelf.page('/c', renderer);
    await shelf.page('/a', renderer);
    expect(rendered).toEqual(['/a', '/b', '/c']);
    expect(shelf.size).toBeLessThan(3);
  });

  it('keeps no page past the time it may be sent: a release leaves none of its old pages behind', async () => {
    const shelf = new PageShelf({ freshMs: 1, staleMs: 1, maxBytes: 1e6 });
    for (const build of ['products@1', 'products@2', 'products@3']) {
      const { renderer } = countingRenderer(build, (url) => `<p>${url} ${build}</p>`);
      await shelf.page('/pricing', renderer);
    }
    await settle(30);
    expect(shelf.size).toBe(0);
  });
});
