import { type TimedAnswer, timedGet } from '../../scripts/bench/cache/timed-get';
import { stack } from './stack';

export type PageAnswer = TimedAnswer;

/**
 * A page of the running site as a client at `client` (a loopback address: 127.0.0.2, 127.0.0.3...
 * are distinct visitors to the site server, which trusts no proxy here), brotli by default and not
 * decompressed, so bytes and ETags compare as sent. Rejects when the connection is dropped.
 */
export function pageFrom(
  path: string,
  options: { client?: string; headers?: Record<string, string> } = {},
): Promise<PageAnswer> {
  return timedGet(stack().baseUrl, path, options);
}
