import { createHash } from 'node:crypto';

/** A response body serialised once, with the strong ETag that names exactly these bytes. */
export interface JsonSnapshot {
  body: string;
  etag: string;
}

/** `JSON.stringify`, as Fastify would have serialised the value itself, so the bytes do not change. */
export function jsonSnapshot(value: unknown): JsonSnapshot {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}
