import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../process/free-port';
import type { Cleanup } from '../support/cleanup';

/** What a receiver saw of one lead: when it first arrived (Date.now()) and how many times. */
export interface Arrivals {
  firstAt: Map<string, number>;
  count: Map<string, number>;
  /** Requests refused for a bad signature (webhook) or without a lead id. */
  rejected: number;
}

function newArrivals(): Arrivals {
  return { firstAt: new Map(), count: new Map(), rejected: 0 };
}

function arrived(arrivals: Arrivals, leadId: string | undefined): void {
  if (!leadId) {
    arrivals.rejected++;
    return;
  }
  if (!arrivals.firstAt.has(leadId)) arrivals.firstAt.set(leadId, Date.now());
  arrivals.count.set(leadId, (arrivals.count.get(leadId) ?? 0) + 1);
}

/** A real SMTP server on a free loopback port: notes each message's X-Lead-Id when the message is accepted. */
export async function startSmtpSink(cleanup: Cleanup): Promise<{ url: string; arrivals: Arrivals }> {
  const arrivals = newArrivals();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 64 * 1024) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const headers = head.slice(0, head.indexOf('\r\n\r\n'));
        arrived(arrivals, /^X-Lead-Id: *(\S+)/im.exec(headers)?.[1]);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  cleanup.add('stop the SMTP receiver', () => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, arrivals };
}

/** An HTTP receiver that checks each lead's signature as api/README.md says, and answers 200. */
export async function startWebhookSink(secret: string, cleanup: Cleanup): Promise<{ url: string; arrivals: Arrivals }> {
  const arrivals = newArrivals();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (!signatureHolds(secret, request, body)) {
        arrivals.rejected++;
        response.writeHead(401).end();
        return;
      }
      const key = request.headers['idempotency-key'];
      arrived(arrivals, typeof key === 'string' ? key : undefined);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanup.add('stop the webhook receiver', () => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`, arrivals };
}

function signatureHolds(secret: string, request: IncomingMessage, body: string): boolean {
  const timestamp = request.headers['x-lead-timestamp'];
  const signature = request.headers['x-lead-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
