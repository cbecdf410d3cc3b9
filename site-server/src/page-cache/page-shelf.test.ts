import type { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { ANY_DATA_TAG, developerTag } from '@site/contracts';
import { PageShelf } from './page-shelf';
import { bodyIn, type ShelvedPage, shelvePage } from './shelved-page';

/** The bytes of a body as a visitor receives them. */
async function received(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const page = (html: string): Promise<ShelvedPage> =>
  shelvePage({ status: 200, html, contentSecurityPolicy: '', parts: [], renderBudgetSpent: false });

async function keep(shelf: PageShelf, address: string, tags: string[], renderStartedAt = shelf.changeCount) {
  return shelf.keep(
    address,
    { page: await page(`<p>${address}</p>`), buildsKey: 'b1', tags, complete: true },
    renderStartedAt,
  );
}

describe('PageShelf', () => {
  it('sends a page in every encoding, each decoding to the same HTML, with its own strong ETag', async () => {
    const html = `<main>${'Power Platform '.repeat(200)}</main>`;
    const kept = await page(html);
    expect(kept.bodies.identity.toString()).toBe(html);
    expect((await received(bodyIn(kept, 'identity'))).toString()).toBe(html);
    expect(gunzipSync(await received(bodyIn(kept, 'gzip'))).toString()).toBe(html);
    expect(bodyIn(kept, 'br')).toBe(kept.bodies.br);
    expect(new Set(Object.values(kept.etags)).size).toBe(3);
    // Only brotli is held, a fraction of the page.
    expect(kept.size).toBe(kept.bodies.br.length);
    expect(kept.size).toBeLessThan(html.length / 10);
  });

  it('keeps a page with no time limit: a year later it is the same page', async () => {
    let now = 0;
    const shelf = new PageShelf({ maxBytes: 1e6, now: () => now });
    const kept = await keep(shelf, '/', ['services']);
    now += 365 * 24 * 60 * 60_000;
    expect(shelf.get('/')).toBe(kept);
    expect(shelf.get('/')?.outdatedAt).toBeUndefined();
  });

  it("outdates exactly the pages that read a changed tag: one developer's profile and the lists", async () => {
    const shelf = new PageShelf({ maxBytes: 1e6 });
    await keep(shelf, '/developers', ['developers']);
    await keep(shelf, '/developers?q=power', ['developers']);
    await keep(shelf, '/developer/ada', [developerTag('ada')]);
    await keep(shelf, '/developer/bob', [developerTag('bob')]);
    await keep(shelf, '/', ['developers', 'projects', 'services', 'testimonials']);
    await keep(shelf, '/pricing', ['services']);
    await keep(shelf, '/apps', []);
    const outdated = shelf.outdate(['developers', developerTag('ada')]);
    expect(outdated.sort()).toEqual(['/', '/developer/ada', '/developers', '/developers?q=power']);
    for (const address of ['/developer/bob', '/pricing', '/apps'])
      expect(shelf.get(address)?.outdatedAt).toBeUndefined();
    expect(shelf.get('/developer/ada')?.outdatedAt).toBeDefined();
  });

  it('outdates a page that made a read no tag names with any change, and every page with `*`', async () => {
    const shelf = new PageShelf({ maxBytes: 1e6 });
    await keep(shelf, '/new-page', [ANY_DATA_TAG]);
    await keep(shelf, '/pricing', ['services']);
    await keep(shelf, '/apps', []);
    expect(shelf.outdate(['testimonials'])).toEqual(['/new-page']);
    expect(shelf.outdateAll().sort()).toEqual(['/apps', '/new-page', '/pricing']);
  });

  it('keeps a render that started before a change of its data as outdated: the change is not lost', async () => {
    const shelf = new PageShelf({ maxBytes: 1e6 });
    const startedAt = shelf.changeCount;
    shelf.outdate([developerTag('ada')]);
    const during = await keep(shelf, '/developer/ada', [developerTag('ada')], startedAt);
    const other = await keep(shelf, '/developer/bob', [developerTag('bob')], startedAt);
    expect(during.outdatedAt).toBeDefined();
    expect(other.outdatedAt).toBeUndefined();
    // Rendered again after the change: current.
    expect((await keep(shelf, '/developer/ada', [developerTag('ada')])).outdatedAt).toBeUndefined();
  });

  it('forgets the tags of a page replaced by a version that no longer reads them', async () => {
    const shelf = new PageShelf({ maxBytes: 1e6 });
    await keep(shelf, '/developer/ada', [developerTag('ada'), 'services']);
    await keep(shelf, '/developer/ada', [developerTag('ada')]);
    expect(shelf.outdate(['services'])).toEqual([]);
  });

  it('keeps no more bytes than it is given, dropping the least recently read page and its tags', async () => {
    const one = await page(`<p>${'x'.repeat(600)}</p>`);
    const shelf = new PageShelf({ maxBytes: one.size * 2 + 1 });
    for (const address of ['/a', '/b'])
      shelf.keep(address, { page: one, buildsKey: 'b1', tags: [address], complete: true }, 0);
    shelf.get('/a');
    shelf.keep('/c', { page: one, buildsKey: 'b1', tags: ['/c'], complete: true }, 0);
    expect(shelf.get('/b')).toBeUndefined();
    expect(shelf.get('/a')).toBeDefined();
    expect(shelf.bytes).toBeLessThanOrEqual(one.size * 2 + 1);
    expect(shelf.outdate(['/b'])).toEqual([]);
  });
});
