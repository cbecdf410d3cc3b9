import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { BODY_FIELD, UnreadableBodyException, ValidationFailedException } from './api-errors.js';
import { applyRouteBodyLimits, routeBodyOf } from './route-body.js';

const NOT_JSON = 'Request body is not valid JSON';
const EMPTY = 'Request body is empty';
const FORBIDDEN_KEY = 'Request body must not contain "__proto__" or "constructor.prototype" keys';
const NUL_CHARACTER = 'Must not contain the NUL character (\\u0000)';

/**
 * The API reads JSON and nothing else: Fastify's text parser goes (another type is a 415, and so is
 * `text/plain` except on a route whose RouteBody reads it as JSON), and the JSON parser keeps
 * Fastify's prototype-poisoning checks but says which problem the body has, and refuses text
 * PostgreSQL cannot store. A route's RouteBody may set a smaller body limit.
 */
export function useJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  const parseSecurely = fastify.getDefaultJsonParser('error', 'error');
  const parseJson = (
    request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parseSecurely(request, text, (error, value) => {
      if (!error) {
        const nulAt = pathToNul(value);
        if (nulAt === undefined) done(null, value);
        else done(new ValidationFailedException({ [nulAt || BODY_FIELD]: NUL_CHARACTER }), undefined);
        return;
      }
      done(new UnreadableBodyException(problemWith(text)), undefined);
    });
  };
  fastify.removeAllContentTypeParsers();
  applyRouteBodyLimits(fastify);
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, parseJson);
  fastify.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    if (routeBodyOf(request).plainTextIsJson) parseJson(request, body, done);
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
  });
}

function problemWith(body: string): string {
  if (body.trim() === '') return EMPTY;
  try {
    JSON.parse(body);
    return FORBIDDEN_KEY;
  } catch {
    return NOT_JSON;
  }
}

/**
 * PostgreSQL text cannot hold U+0000, so a string (or key) with one would fail in the database: it
 * is refused here, naming where it is (`fullName`, `a.b`; '' for the body itself).
 */
function pathToNul(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        if (key.includes('\u0000')) return path;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}
