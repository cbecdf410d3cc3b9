import { HttpResponse } from 'msw';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the API answers for a developer id it cannot serve: 400 for a malformed id (not a UUID),
 * 404 for an unknown one; `undefined` when the id is known.
 */
export function unknownDeveloperAnswer(id: string, knownIds: readonly string[]) {
  if (!UUID.test(id)) {
    return HttpResponse.json({ statusCode: 400, message: 'Validation failed (uuid is expected)' }, { status: 400 });
  }
  if (!knownIds.includes(id)) {
    return HttpResponse.json({ statusCode: 404, message: `Developer ${id} not found` }, { status: 404 });
  }
  return undefined;
}

/** A read that fails on the server, for the error states. */
export function serverError() {
  return HttpResponse.text('database unavailable', { status: 503 });
}
