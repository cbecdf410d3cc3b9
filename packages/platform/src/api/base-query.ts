import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { type ApiError, apiErrorMessage, retryAfterSecondsOf } from './api-error';

/** A call: a read is a path (or the parts of its query key); a write names its method and payload. */
export type SiteQueryArgs =
  | string
  | readonly string[]
  | {
      url: string | readonly string[];
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      headers?: Record<string, string>;
      /** What a 401 answer yields: an error (the default) or `null`. */
      on401?: 'throw' | 'returnNull';
    };

interface BaseQueryOptions {
  /** Where the API lives; the site uses same-origin paths, so this is '' outside tests. */
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

function pathOf(url: string | readonly string[]): string {
  return typeof url === 'string' ? url : url.join('/');
}

/** Same-origin paths, made absolute against the page (fetch outside a browser needs an absolute URL). */
function absolute(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.href).toString();
}

/** The API's origin the store was made with: the renderer's own (server side); '' in the browser. */
function apiOriginOf(extra: unknown): string {
  if (typeof extra !== 'object' || extra === null || !('apiOrigin' in extra)) return '';
  return typeof extra.apiOrigin === 'string' ? extra.apiOrigin : '';
}

/** The fetch the store was made with (the renderer's own, lighter than undici's), if any. */
function fetchOf(extra: unknown): typeof fetch | undefined {
  if (typeof extra !== 'object' || extra === null || !('fetch' in extra)) return undefined;
  return typeof extra.fetch === 'function' ? (extra.fetch as typeof fetch) : undefined;
}

/** The call semantics of spec section 7, in one place. */
export function createSiteBaseQuery({
  baseUrl = '',
  fetchFn,
}: BaseQueryOptions = {}): BaseQueryFn<SiteQueryArgs, unknown, ApiError> {
  return async (args, { signal, extra }) => {
    const call = typeof args === 'string' || Array.isArray(args) ? { url: args as string | readonly string[] } : args;
    const request = call as Exclude<SiteQueryArgs, string | readonly string[]>;
    const hasPayload = request.body !== undefined;
    const headers: Record<string, string> = { ...request.headers };
    if (hasPayload) headers['Content-Type'] = 'application/json';
    const doFetch = fetchFn ?? fetchOf(extra) ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(absolute(apiOriginOf(extra) + baseUrl + pathOf(request.url)), {
        method: request.method ?? 'GET',
        credentials: 'include',
        headers,
        body: hasPayload ? JSON.stringify(request.body) : undefined,
        signal,
      });
    } catch (cause) {
      return { error: { status: 'FETCH_ERROR', message: cause instanceof Error ? cause.message : String(cause) } };
    }
    if (response.status === 401 && request.on401 === 'returnNull') return { data: null };
    const text = await response.text();
    if (!response.ok) {
      const error: ApiError = {
        status: response.status,
        message: apiErrorMessage(response.status, response.statusText, text),
      };
      const retryAfterSeconds = retryAfterSecondsOf(response.headers.get('Retry-After'));
      if (retryAfterSeconds !== undefined) error.retryAfterSeconds = retryAfterSeconds;
      return { error };
    }
    if (text.length === 0) return { data: null };
    try {
      return { data: JSON.parse(text) as unknown };
    } catch {
      return { error: { status: response.status, message: `${response.status}: ${text}` } };
    }
  };
}
