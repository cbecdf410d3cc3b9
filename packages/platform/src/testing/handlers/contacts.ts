import type { ContactReceipt } from '@site/contracts';
import { HttpResponse, http } from 'msw';

/** One POST /api/contacts as the fake API received it. */
export interface ReceivedLead {
  body: unknown;
  idempotencyKey: string | null;
}

/** How the fake API answers the next request: stored, a server failure, the rate limit, or no answer at all. */
export type ContactsAnswer = 'created' | 'server-error' | 'rate-limited' | 'network-error';

/** The wait the fake API's rate limit asks for, as the real one does (Retry-After, seconds). */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 540;

export function aReceipt(overrides: Partial<ContactReceipt> = {}): ContactReceipt {
  return {
    id: '5d1c3d5e-8c0e-4a57-9d0f-3f7e2f4b1a10',
    status: 'new',
    createdAt: '2025-03-04T10:15:00.000Z',
    ...overrides,
  };
}

function answerOf(answer: ContactsAnswer) {
  if (answer === 'network-error') return HttpResponse.error();
  if (answer === 'server-error') return HttpResponse.text('Service Unavailable', { status: 503 });
  if (answer === 'rate-limited') {
    return HttpResponse.json(
      { statusCode: 429, message: 'Too many submissions from your address' },
      { status: 429, headers: { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) } },
    );
  }
  return HttpResponse.json(aReceipt(), { status: 201 });
}

/**
 * The contact endpoint (`POST /api/contacts`, the site's one write): records every request with
 * its Idempotency-Key, answers in the order the test queues (then 'created'), and can hold its
 * answers back so the sending state can be seen. `reset()` after each test.
 */
export function contactHandlers() {
  const received: ReceivedLead[] = [];
  const queued: ContactsAnswer[] = [];
  let held: Promise<void> | null = null;

  const handlers = [
    http.post('*/api/contacts', async ({ request }) => {
      received.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      if (held) await held;
      return answerOf(queued.shift() ?? 'created');
    }),
  ];

  return {
    handlers,
    received,
    /** The answers to give the next requests, in order. */
    answerNext(...answers: ContactsAnswer[]): void {
      queued.push(...answers);
    },
    /** Holds every answer until the returned function is called. */
    holdAnswers(): () => void {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = () => {
          held = null;
          resolve();
        };
      });
      return release;
    },
    reset(): void {
      received.length = 0;
      queued.length = 0;
      held = null;
    },
  };
}
