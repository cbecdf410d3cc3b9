import { READ_CACHE_CONTROL } from '../src/json-reads/json-read.interceptor.js';
import { UNKNOWN_ID } from './support/expect-shape.js';
import { type TestApp, useTestApp } from './support/test-app.js';

/**
 * Every read answers alike: JSON with a strong ETag and `Cache-Control: no-cache`, and a 304
 * without a body to a caller holding the current copy. The reads outside the catalogue snapshot
 * (catalogue-cache.e2e-spec.ts) query PostgreSQL each time: an edit shows at once, under a new ETag.
 */
const api = useTestApp({ catalogueTtlMs: 60_000 });

const STRONG_ETAG = /^"[A-Za-z0-9_-]{43}"$/;

/** A seeded developer with case studies and testimonials, and the paths that read them. */
async function readPaths(app: TestApp): Promise<string[]> {
  const [row] = await app.db.query<{ id: string }>(
    `SELECT d.id FROM developers d
     WHERE EXISTS (SELECT 1 FROM projects p WHERE p.developer_id = d.id)
       AND EXISTS (SELECT 1 FROM testimonials t WHERE t.developer_id = d.id)
     ORDER BY d.name LIMIT 1`,
  );
  if (!row) throw new Error('No seeded developer with projects and testimonials');
  return [
    '/api/projects',
    '/api/testimonials',
    `/api/developers/${row.id}`,
    `/api/developers/${row.id}/projects`,
    `/api/developers/${row.id}/testimonials`,
  ];
}

/** Appends to one text column of every row of `table`; returns how to put it back. */
async function editRows(app: TestApp, table: string, column: string): Promise<() => Promise<void>> {
  await app.db.query(`UPDATE ${table} SET ${column} = ${column} || ' (edited)'`);
  return async () => {
    await app.db.query(`UPDATE ${table} SET ${column} = left(${column}, length(${column}) - length(' (edited)'))`);
  };
}

describe('every read outside the catalogue', () => {
  it('answers JSON with a strong ETag, and a 304 without a body to a caller holding that copy', async () => {
    for (const path of await readPaths(api())) {
      const first = await api().http().get(path).expect(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe(READ_CACHE_CONTROL);
      const etag = first.headers.etag ?? '';
      expect(etag).toMatch(STRONG_ETAG);
      for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`, '*']) {
        const again = await api().http().get(path).set('If-None-Match', ifNoneMatch).expect(304);
        expect(again.text ?? '').toBe('');
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(READ_CACHE_CONTROL);
      }
      const other = await api().http().get(path).set('If-None-Match', '"older"').expect(200);
      expect(other.text).toBe(first.text);
    }
  });

  it.each([
    ['/api/projects', 'projects', 'impact'],
    ['/api/testimonials', 'testimonials', 'content'],
  ])(
    'reads %s from the database on every request: an edit shows at once, under a new ETag',
    async (path, table, column) => {
      const before = await api().http().get(path).expect(200);
      const restore = await editRows(api(), table, column);
      try {
        const after = await api()
          .http()
          .get(path)
          .set('If-None-Match', before.headers.etag ?? '')
          .expect(200);
        expect(after.text).toContain('(edited)');
        expect(after.headers.etag).toMatch(STRONG_ETAG);
        expect(after.headers.etag).not.toBe(before.headers.etag);
      } finally {
        await restore();
      }
    },
  );

  it.each([
    [`/api/developers/${UNKNOWN_ID}`, 404],
    [`/api/developers/${UNKNOWN_ID}/projects`, 404],
    ['/api/developers/not-a-uuid/testimonials', 400],
  ])('answers %s with its error (%i) and no ETag, whatever If-None-Match says', async (path, status) => {
    const response = await api().http().get(path).set('If-None-Match', '*').expect(status);
    expect(response.body).toMatchObject({ statusCode: status });
    expect(response.headers.etag).toBeUndefined();
  });
});
