import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { Cleanup } from '../support/cleanup';

/** Every `<script>` element, with its body: what the no-JavaScript ceiling leaves out. */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/** The page's text out of its body as sent (brotli, gzip or none), and the same encoding back. */
const DECODE: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };
const ENCODE: Record<string, (body: Buffer) => Buffer> = { br: brotliCompressSync, gzip: gzipSync };

/**
 * The site's pages with every script removed (inline ones included), served from another
 * loopback port: the same server HTML, styles and pictures, compressed as the site sends them,
 * and nothing that runs. Lighthouse on it is the ceiling the islands aim for. (It once asked for
 * everything uncompressed: Lantern then simulated the stylesheet's 285 KB on its slow network, and
 * the ceiling's LCP was about 3 s, below the site it bounds.) Returns its origin; stopped at cleanup.
 */
export async function withoutScripts(origin: string, cleanup: Cleanup): Promise<string> {
  const target = new URL(origin);
  const server = createServer((incoming, answer) => {
    const headers = { ...incoming.headers, host: target.host };
    const upstream = request(
      { host: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers },
      (response) => {
        const isHtml = (response.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml) {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const encoding = String(response.headers['content-encoding'] ?? '');
          const decode = DECODE[encoding] ?? ((body: Buffer) => body);
          const encode = ENCODE[encoding] ?? ((body: Buffer) => body);
          const html = decode(Buffer.concat(chunks)).toString('utf8').replace(SCRIPT_ELEMENT, '');
          const { 'content-length': _length, etag: _etag, ...rest } = response.headers;
          answer.writeHead(response.statusCode ?? 502, rest);
          answer.end(encode(Buffer.from(html, 'utf8')));
        });
      },
    );
    upstream.on('error', () => {
      answer.writeHead(502);
      answer.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('stop the no-JavaScript proxy', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
