import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const WEBHOOK_TEST_SECRET = 'test-webhook-secret-0123456789-abcdefgh';

/** How the receiver answers a request: a status at once, a status after a while, or never. */
export type WebhookAnswer = number | { status: number; afterMs: number } | 'hang';

/** What the receiver decides its answer on. */
export interface IncomingWebhook {
  /** The lead's e-mail address, from the body. */
  email: string | undefined;
  /** How many requests with this Idempotency-Key came before this one. */
  earlierAttempts: number;
}

export interface WebhookRequest {
  /** The signature checked as api/README.md tells a receiver to. */
  signatureValid: boolean;
  idempotencyKey: string | undefined;
  attempt: string | undefined;
  body: unknown;
  answer: WebhookAnswer;
}

export interface WebhookReceiver {
  url: string;
  requests(): WebhookRequest[];
  /** Lead ids answered 2xx, each once: what a receiver that drops repeats by Idempotency-Key keeps. */
  deliveredOnce(): string[];
  /** Lead ids answered 2xx, repeats included, in the order answered. */
  accepted(): string[];
  answerWith(answer: (incoming: IncomingWebhook) => WebhookAnswer): void;
  waitFor(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const MAX_CLOCK_SKEW_SECONDS = 300;

/** The check api/README.md documents for receivers, written out here independently of the API's code. */
export function verifySignature(secret: string, request: IncomingMessage, rawBody: string): boolean {
  const timestamp = request.headers['x-lead-timestamp'];
  const signature = request.headers['x-lead-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A plain node:http server on a free loopback port standing in for a Power Automate flow. */
export async function startWebhookReceiver(secret = WEBHOOK_TEST_SECRET): Promise<WebhookReceiver> {
  const requests: WebhookRequest[] = [];
  /** Idempotency keys answered 2xx, in the order the answers went out (repeats included). */
  const answered: string[] = [];
  const hanging = new Set<ServerResponse>();
  let answerFor: (incoming: IncomingWebhook) => WebhookAnswer = () => 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const idempotencyKey = header(request, 'idempotency-key');
      const body = parseJson(rawBody);
      const answer = answerFor({
        email: emailOf(body),
        earlierAttempts: requests.filter((earlier) => earlier.idempotencyKey === idempotencyKey).length,
      });
      requests.push({
        signatureValid: verifySignature(secret, request, rawBody),
        idempotencyKey,
        attempt: header(request, 'x-lead-delivery-attempt'),
        body,
        answer,
      });
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const { status, afterMs } = typeof answer === 'number' ? { status: answer, afterMs: 0 } : answer;
      const respond = () => {
        if (!response.destroyed) response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
        if (status < 300) answered.push(idempotencyKey ?? '');
      };
      if (afterMs > 0) setTimeout(respond, afterMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    requests: () => [...requests],
    accepted: () => [...answered],
    deliveredOnce: () => [...new Set(answered)],
    answerWith(answer) {
      answerFor = answer;
    },
    async waitFor(condition, what, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`Webhook receiver: timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('lead' in body)) return undefined;
  const { lead } = body;
  return typeof lead === 'object' && lead !== null && 'email' in lead && typeof lead.email === 'string'
    ? lead.email
    : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
