import { delay, HttpResponse, http, type JsonBodyType } from 'msw';

/** msw matches any origin: the site calls its API on its own origin, which differs per test. */
function anyOrigin(path: string): string {
  return `*${path}`;
}

/** GET `path` answers with this JSON. */
export function answers(path: string, body: JsonBodyType) {
  return http.get(anyOrigin(path), () => HttpResponse.json(body));
}

/** GET `path` answers with this JSON after a pause, so the loading state can be seen. */
export function answersAfter(ms: number, path: string, body: JsonBodyType) {
  return http.get(anyOrigin(path), async () => {
    await delay(ms);
    return HttpResponse.json(body);
  });
}

/** GET `path` never answers: the part stays loading. */
export function neverAnswers(path: string) {
  return http.get(anyOrigin(path), async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });
}

/** GET `path` fails with this status (503 by default, as the API answers while its database is down). */
export function fails(path: string, status = 503, { once = false }: { once?: boolean } = {}) {
  return http.get(anyOrigin(path), () => HttpResponse.text('database unavailable', { status }), { once });
}
