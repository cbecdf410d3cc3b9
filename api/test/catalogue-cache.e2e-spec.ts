import type { DataRevisions } from '@site/contracts';
import type { Response } from 'supertest';
import { READ_CACHE_CONTROL } from '../src/json-reads/json-read.interceptor.js';
import { type TestApp, useTestApp } from './support/test-app.js';

/**
 * GET /api/developers and /api/services answer JSON kept in memory for the catalogue TTL, with a
 * strong ETag, and 304 to a caller that already holds it.
 */
interface CatalogueRead {
  path: string;
  table: string;
  /** The rows with the API's keys, in its order and with its number types: JSON.stringify gives its exact text. */
  sql: string;
}

const READS: CatalogueRead[] = [
  {
    path: '/api/developers',
    table: 'developers',
    sql: `SELECT id, name, title, description, email, hourly_rate::float8 AS "hourlyRate", rating::float8 AS rating,
      review_count AS "reviewCount", profile_image AS "profileImage", skills, certifications,
      years_experience AS "yearsExperience", availability
      FROM developers ORDER BY rating DESC, name ASC`,
  },
  {
    path: '/api/services',
    table: 'services',
    sql: `SELECT id, name, description, category, icon, features, price_range_min::float8 AS "priceRangeMin",
      price_range_max::float8 AS "priceRangeMax", color
      FROM services ORDER BY name ASC`,
  },
];

const STRONG_ETAG = /^"[A-Za-z0-9_-]{43}"$/;

async function expectedJson(api: TestApp, read: CatalogueRead): Promise<string> {
  return JSON.stringify(await api.db.query(read.sql));
}

/** Changes one row's description (the same in both tables) and returns how to put it back. */
async function editOneRow(api: TestApp, read: CatalogueRead): Promise<() => Promise<void>> {
  const [row] = await api.db.query<{ id: string; description: string }>(
    `SELECT id, description FROM ${read.table} ORDER BY id LIMIT 1`,
  );
  if (!row) throw new Error(`${read.table} is empty`);
  await api.db.query(`UPDATE ${read.table} SET description = description || ' (edited)' WHERE id = $1`, [row.id]);
  return async () => {
    await api.db.query(`UPDATE ${read.table} SET description = $2 WHERE id = $1`, [row.id, row.description]);
  };
}

/** Asks GET /api/revisions until `tag` passes `before`: every API process has dropped its snapshots then. */
async function publishedChange(api: TestApp, tag: string, before: number): Promise<void> {
  for (;;) {
    const { revisions } = (await api.http().get('/api/revisions').expect(200)).body as DataRevisions;
    if ((revisions.find((revision) => revision.tag === tag)?.revision ?? 0) > before) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function expectNotModified(response: Response, etag: string): void {
  expect(response.status).toBe(304);
  expect(response.text ?? '').toBe('');
  expect(response.headers.etag).toBe(etag);
  expect(response.headers['cache-control']).toBe(READ_CACHE_CONTROL);
  expect(response.headers['x-request-id']).toBeDefined();
}

describe.each(READS)('GET $path, kept for a TTL longer than the test', (read) => {
  const api = useTestApp({ catalogueTtlMs: 60_000 });

  it('answers the rows as the same JSON text as before the cache, with a strong ETag that revalidation needs', async () => {
    const response = await api().http().get(read.path).expect(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.text).toBe(await expectedJson(api(), read));
    expect(response.headers.etag).toMatch(STRONG_ETAG);
    expect(response.headers['cache-control']).toBe(READ_CACHE_CONTROL);
  });

  it('answers 304 without a body to a caller that holds the current copy', async () => {
    const { etag } = (await api().http().get(read.path).expect(200)).headers;
    if (etag === undefined) throw new Error('no ETag');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`, '*']) {
      expectNotModified(await api().http().get(read.path).set('If-None-Match', ifNoneMatch), etag);
    }
  });

  it('answers the whole JSON to a caller that holds another copy, or sends a header it cannot read', async () => {
    const expected = await expectedJson(api(), read);
    for (const ifNoneMatch of ['"older"', 'W/"older"', 'older', '', '"', ',,']) {
      const response = await api().http().get(read.path).set('If-None-Match', ifNoneMatch).expect(200);
      expect(response.text).toBe(expected);
    }
  });

  it('keeps the copy it read while nothing is written, and drops it once an edit in the database is published', async () => {
    const before = await api().http().get(read.path).expect(200);
    expect((await api().http().get(read.path).expect(200)).headers.etag).toBe(before.headers.etag);
    const [written] = await api().db.query<{ revision: number }>(
      'SELECT revision::float8 AS revision FROM content_revisions WHERE tag = $1',
      [read.table],
    );
    const restore = await editOneRow(api(), read);
    try {
      await publishedChange(api(), read.table, written?.revision ?? 0);
      const after = await api().http().get(read.path).expect(200);
      expect(after.text).toContain('(edited)');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await restore();
    }
  });
});

describe.each(READS)('GET $path, kept for a short TTL', (read) => {
  const TTL_MS = 200;
  const api = useTestApp({ catalogueTtlMs: TTL_MS });

  it('reads the database again once the TTL has passed: the edit shows, under a new ETag', async () => {
    const before = await api().http().get(read.path).expect(200);
    const oldEtag = before.headers.etag ?? '';
    const restore = await editOneRow(api(), read);
    try {
      await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
      const after = await api().http().get(read.path).set('If-None-Match', oldEtag).expect(200);
      expect(after.text).toContain('(edited)');
      expect(after.text).toBe(await expectedJson(api(), read));
      expect(after.headers.etag).toMatch(STRONG_ETAG);
      expect(after.headers.etag).not.toBe(oldEtag);
      expectNotModified(
        await api()
          .http()
          .get(read.path)
          .set('If-None-Match', after.headers.etag ?? ''),
        after.headers.etag ?? '',
      );
    } finally {
      await restore();
    }
  });
});

describe('a read that fails', () => {
  const api = useTestApp();

  it.each(READS)('is not kept: the next request to $path reads the database again', async (read) => {
    await api().db.query(`ALTER TABLE ${read.table} RENAME TO ${read.table}_gone`);
    try {
      const failed = await api().http().get(read.path).expect(500);
      expect(failed.body).toEqual({ statusCode: 500, message: 'Internal server error' });
      expect(failed.headers.etag).toBeUndefined();
    } finally {
      await api().db.query(`ALTER TABLE ${read.table}_gone RENAME TO ${read.table}`);
    }
    const response = await api().http().get(read.path).expect(200);
    expect(response.text).toBe(await expectedJson(api(), read));
  });
});
