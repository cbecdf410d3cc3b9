import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createSiteStore } from '../store/create-store';
import { retryAfterSecondsOf } from './api-error';
import { createSiteBaseQuery } from './base-query';
import { siteApi } from './site-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseQuery = createSiteBaseQuery();
const api = { signal: new AbortController().signal } as Parameters<typeof baseQuery>[1];

describe('createSiteBaseQuery (spec section 7)', () => {
  it('reads by GET on the key parts joined by slashes, with credentials, and parses JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/api/developers/42/projects', ({ request }) => {
        seen = request;
        return HttpResponse.json([{ id: 'p1' }]);
      }),
    );
    const result = await baseQuery(['/api', 'developers', '42', 'projects'], api, {});
    expect(result).toEqual({ data: [{ id: 'p1' }] });
    expect(seen?.method).toBe('GET');
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('content-type')).toBeNull();
  });

  it('attaches a JSON body and content type only when there is a payload', async () => {
    let contentType: string | null = null;
    let body = '';
    server.use(
      http.post('*/api/contacts', async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.text();
        return HttpResponse.json({ id: 'c1' }, { status: 201 });
      }),
    );
    const result = await baseQuery({ url: '/api/contacts', method: 'POST', body: { fullName: 'Ann' } }, api, {});
    expect(result).toEqual({ data: { id: 'c1' } });
    expect(contentType).toBe('application/json');
    expect(JSON.parse(body)).toEqual({ fullName: 'Ann' });
  });

  it('raises `STATUS: BODY` for a non-2xx answer', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.text('database unavailable', { status: 503 })));
    const result = await baseQuery('/api/services', api, {});
    expect(result).toEqual({ error: { status: 503, message: '503: database unavailable' } });
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('*/api/services', () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })));
    const result = await baseQuery('/api/services', api, {});
    expect(result).toEqual({ error: { status: 404, message: '404: Not Found' } });
  });

  it('fails on 401 by default and yields null when asked to', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.text('no session', { status: 401 })));
    expect(await baseQuery('/api/me', api, {})).toEqual({ error: { status: 401, message: '401: no session' } });
    expect(await baseQuery({ url: '/api/me', on401: 'returnNull' }, api, {})).toEqual({ data: null });
  });

  it('passes on how long a 429 or 503 asks to wait (Retry-After), keeping the spec message', async () => {
    server.use(
      http.post('*/api/contacts', () =>
        HttpResponse.json({ statusCode: 429, message: 'Too many' }, { status: 429, headers: { 'Retry-After': '540' } }),
      ),
    );
    const result = await baseQuery({ url: '/api/contacts', method: 'POST', body: {} }, api, {});
    expect(result.error).toEqual({
      status: 429,
      message: '429: {"statusCode":429,"message":"Too many"}',
      retryAfterSeconds: 540,
    });
  });

  it('reads Retry-After as seconds or as a date, and ignores anything else', () => {
    const now = Date.parse('2030-05-14T10:00:00Z');
    expect(retryAfterSecondsOf('120', now)).toBe(120);
    expect(retryAfterSecondsOf('Tue, 14 May 2030 10:02:30 GMT', now)).toBe(150);
    expect(retryAfterSecondsOf('Tue, 14 May 2030 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf('-5', now)).toBeUndefined();
    expect(retryAfterSecondsOf(null, now)).toBeUndefined();
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.error()));
    const result = await baseQuery('/api/services', api, {});
    expect(result.error?.status).toBe('FETCH_ERROR');
  });
});

describe('siteApi', () => {
  it('never refetches or retries: a failed read is asked once and a cached read is not asked again', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/things', () => {
        calls += 1;
        return HttpResponse.json([calls]);
      }),
    );
    const testApi = createApi({
      reducerPath: 'testApi',
      baseQuery: createSiteBaseQuery(),
      keepUnusedDataFor: Number.POSITIVE_INFINITY,
      endpoints: (build) => ({ things: build.query<number[], void>({ query: () => '/api/things' }) }),
    });
    const store = configureStore({
      reducer: { [testApi.reducerPath]: testApi.reducer },
      middleware: (getDefault) => getDefault().concat(testApi.middleware),
    });
    await store.dispatch(testApi.endpoints.things.initiate());
    await store.dispatch(testApi.endpoints.things.initiate());
    expect(calls).toBe(1);
  });

  it('the site slice asks a failing read once (no retry) and serves a cached read without asking again', async () => {
    const calls = { good: 0, bad: 0 };
    server.use(
      http.get('*/api/good', () => {
        calls.good += 1;
        return HttpResponse.json({ ok: true });
      }),
      http.get('*/api/bad', () => {
        calls.bad += 1;
        return HttpResponse.text('boom', { status: 500 });
      }),
    );
    const probe = siteApi.injectEndpoints({
      endpoints: (build) => ({
        good: build.query<{ ok: boolean }, void>({ query: () => '/api/good' }),
        bad: build.query<unknown, void>({ query: () => '/api/bad' }),
      }),
    });
    const store = createSiteStore();
    const first = await store.dispatch(probe.endpoints.good.initiate());
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await store.dispatch(probe.endpoints.good.initiate());
    const failed = await store.dispatch(probe.endpoints.bad.initiate());
    expect(first.data).toEqual({ ok: true });
    expect(calls.good).toBe(1);
    expect(failed.error).toEqual({ status: 500, message: '500: boom' });
    expect(calls.bad).toBe(1);
  });
});
