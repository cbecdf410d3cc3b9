import type { FastifyInstance } from 'fastify';
import { UnreadableBodyException } from './api-errors.js';

const NOT_JSON = 'Request body is not valid JSON';
const EMPTY = 'Request body is empty';
const FORBIDDEN_KEY = 'Request body must not contain "__proto__" or "constructor.prototype" keys';

/**
 * The API reads JSON and nothing else: Fastify's text parser goes (another type is a 415), and the
 * JSON parser keeps Fastify's prototype-poisoning checks but says which problem the body has.
 */
export function useJsonBodyParser(fastify: FastifyInstance, bodyLimit: number): void {
  const parseSecurely = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    parseSecurely(request, text, (error, value) => {
      if (!error) {
        done(null, value);
        return;
      }
      done(new UnreadableBodyException(problemWith(text)), undefined);
    });
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
