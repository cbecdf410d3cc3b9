import { developerPageSchema } from '@site/contracts/response-schemas';
import { CATALOGUE_QUERIES_KEPT } from '../src/json-reads/json-read.interceptor.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

/**
 * A page of the directory is a catalogue read like the plain list: kept for the catalogue TTL, under
 * a strong ETag, but one copy per query string, and only for the queries used most recently.
 */
const api = useTestApp({ catalogueTtlMs: 60_000 });

/** Renames the best rated developer and returns how to put the name back. */
async function renameTopDeveloper(): Promise<() => Promise<void>> {
  const [row] = await api().db.query<{ id: string; name: string }>(
    'SELECT id, name FROM developers ORDER BY rating DESC LIMIT 1',
  );
  if (!row) throw new Error('no developers');
  await api().db.query(`UPDATE developers SET name = name || ' (edited)' WHERE id = $1`, [row.id]);
  return async () => {
    await api().db.query('UPDATE developers SET name = $2 WHERE id = $1', [row.id, row.name]);
  };
}

const firstName = (body: unknown) => expectShape(developerPageSchema, body).items[0]?.name ?? '';

describe('GET /api/developers?... kept as a catalogue snapshot', () => {
  it('keeps each query string on its own: a page read before an edit is kept, one first read after it is fresh', async () => {
    const before = await api().http().get('/api/developers?pageSize=2').expect(200);
    const restore = await renameTopDeveloper();
    try {
      const kept = await api().http().get('/api/developers?pageSize=2').expect(200);
      expect(kept.text).toBe(before.text);
      expect(kept.headers.etag).toBe(before.headers.etag);
      const fresh = await api().http().get('/api/developers?pageSize=3').expect(200);
      expect(firstName(fresh.body)).toMatch(/\(edited\)$/);
      expect(firstName(kept.body)).not.toMatch(/\(edited\)$/);
    } finally {
      await restore();
    }
  });

  it('answers 304 to a caller holding the page it was sent', async () => {
    const { etag } = (await api().http().get('/api/developers?sort=experience').expect(200)).headers;
    if (etag === undefined) throw new Error('no ETag');
    const again = await api().http().get('/api/developers?sort=experience').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const other = await api().http().get('/api/developers?sort=price-low').set('If-None-Match', etag);
    expect(other.status).toBe(200);
  });

  it(`forgets the least recently used query once ${CATALOGUE_QUERIES_KEPT} others were asked for`, async () => {
    const oldest = await api().http().get('/api/developers?search=a').expect(200);
    const restore = await renameTopDeveloper();
    try {
      for (let index = 0; index < CATALOGUE_QUERIES_KEPT; index += 1) {
        await api()
          .http()
          .get(`/api/developers?page=${index + 2}`)
          .expect(200);
      }
      const again = await api().http().get('/api/developers?search=a').expect(200);
      expect(again.text).not.toBe(oldest.text);
      expect(firstName(again.body)).toMatch(/\(edited\)$/);
    } finally {
      await restore();
    }
  });

  it('keeps no failed read: a bad query is answered 400 each time, without an ETag', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await api().http().get('/api/developers?page=0').expect(400);
      expect(response.headers.etag).toBeUndefined();
    }
  });
});
