/** Attempts for one keyed POST: the first and two more, each on a fresh connection if need be. */
export const KEYED_POST_ATTEMPTS = 3;

/** Answers that mean the request reached no replica that handled it: another attempt may. */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export interface KeyedPost {
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | undefined;
  /** Whether the request carries an Idempotency-Key: only then is it sent more than once. */
  keyed: boolean;
  retryDelayMs?: number;
}

/**
 * POSTs to the API, again when a replica refused or dropped the connection or a proxy between
 * answered 502/503/504, if the request is keyed (the API stores the first and answers a repeat
 * with the same receipt). The last answer, or the last error when none came.
 */
export async function sendKeyedPost(url: URL, post: KeyedPost): Promise<Response> {
  const attempts = post.keyed ? KEYED_POST_ATTEMPTS : 1;
  let failure: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, { method: 'POST', headers: post.headers, body: post.body });
      if (attempt === attempts || !TRANSIENT_STATUSES.has(response.status)) return response;
      await response.arrayBuffer();
    } catch (error) {
      failure = error;
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, (post.retryDelayMs ?? 50) * attempt));
  }
  throw failure;
}
