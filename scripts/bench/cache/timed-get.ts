import http from 'node:http';

export interface TimedAnswer {
  status: number;
  etag: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Milliseconds to the response's headers (the first byte) and to its last byte. */
  firstByteMs: number;
  totalMs: number;
  text: string;
}

/**
 * GET `path` of the site at `origin` as a client at `client` (a loopback address: 127.0.0.2,
 * 127.0.0.3... are distinct visitors to a site server that trusts no proxy), brotli accepted and
 * not decoded. Rejects when the connection is dropped.
 */
export function timedGet(
  origin: string,
  path: string,
  options: { client?: string; agent?: http.Agent; headers?: Record<string, string> } = {},
): Promise<TimedAnswer> {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        path,
        localAddress: options.agent ? undefined : options.client,
        agent: options.agent ?? false,
        headers: { 'accept-encoding': 'br', accept: 'text/html', ...options.headers },
      },
      (response) => {
        const firstByteMs = performance.now() - started;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            etag: String(response.headers.etag ?? ''),
            headers: response.headers,
            body,
            firstByteMs,
            totalMs: performance.now() - started,
            text: body.toString('utf8'),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The value below which `share` of the values lie (nearest rank). */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 0.5);
