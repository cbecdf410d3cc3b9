import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendKeyedPost } from './keyed-post';

/** Headers that describe one connection, not the message: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
  'host',
  'accept-encoding',
]);

function entriesOf(headers: FastifyRequest['headers'] | Headers): [string, string | string[] | undefined][] {
  if (!(headers instanceof Headers)) return Object.entries(headers);
  const entries: [string, string][] = [];
  headers.forEach((value, name) => {
    entries.push([name, value]);
  });
  return entries;
}

function forwardable(headers: FastifyRequest['headers'] | Headers): [string, string][] {
  return entriesOf(headers).flatMap(([name, value]) =>
    HOP_BY_HOP.has(name.toLowerCase()) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string]],
  );
}

/**
 * POSTs that carry an Idempotency-Key (the lead forms send one per submission) are safe to send
 * twice: the API stores the first and answers a repeat with the same receipt. So the gateway,
 * unlike for other requests with a body, keeps the (small) body and sends it again when an API
 * replica refused or dropped the connection, or a proxy between answered 502/503/504: a replica
 * stopping during a deploy costs the visitor nothing. Without a key, a POST is passed on once.
 * A plugin (encapsulated: its body parser is its own).
 */
export async function leadForwarding(
  scope: FastifyInstance,
  options: { apiOrigin: string; paths: readonly string[]; bodyLimit: number; retryDelayMs?: number },
): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const keyed = typeof request.headers['idempotency-key'] === 'string';
    const headers = [
      ...forwardable(request.headers),
      ['x-forwarded-for', request.ip],
      ['x-forwarded-proto', request.protocol],
      // The answer is passed on as bytes: no encoding to undo.
      ['accept-encoding', 'identity'],
    ] as [string, string][];
    const body = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
    try {
      const response = await sendKeyedPost(new URL(request.url, options.apiOrigin), {
        headers,
        body,
        keyed,
        retryDelayMs: options.retryDelayMs,
      });
      const answer = Buffer.from(await response.arrayBuffer());
      return reply
        .code(response.status)
        .headers(Object.fromEntries(forwardable(response.headers)))
        .send(answer);
    } catch (failure) {
      request.log.warn({ err: failure }, 'the API did not answer a POST');
      return reply.code(502).send({ statusCode: 502, message: 'The API did not answer; send the request again' });
    }
  };
  for (const path of options.paths) scope.post(path, forward);
}
