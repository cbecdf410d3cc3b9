import type { ContactReceipt } from '@site/contracts';
import { toastStore } from '@site/platform';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** One POST /api/contacts as the fake API received it. */
export interface ReceivedLead {
  body: unknown;
  idempotencyKey: string | null;
}

/** How the fake API answers the next request: stored, a server failure, the rate limit, or no answer at all. */
export type ContactsAnswer = 'created' | 'server-error' | 'rate-limited' | 'network-error';

/** The wait the fake API's rate limit asks for, as the real one does (Retry-After, seconds). */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 540;

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function aReceipt(overrides: Partial<ContactReceipt> = {}): ContactReceipt {
  return {
    id: '5d1c3d5e-8c0e-4a57-9d0f-3f7e2f4b1a10',
    status: 'new',
    createdAt: '2025-03-04T10:15:00.000Z',
    ...overrides,
  };
}

/**
 * A fake contact endpoint for msw: records every request with its Idempotency-Key, answers in
 * the order the test queues (then 'created'), and can hold its answers back to show the sending state.
 */
export function fakeContactsApi() {
  const received: ReceivedLead[] = [];
  const queued: ContactsAnswer[] = [];
  let held: Promise<void> | null = null;

  const handlers = [
    http.post('*/api/contacts', async ({ request }) => {
      received.push({ body: await request.json(), idempotencyKey: request.headers.get('Idempotency-Key') });
      if (held) await held;
      const answer = queued.shift() ?? 'created';
      if (answer === 'network-error') return HttpResponse.error();
      if (answer === 'server-error') return HttpResponse.text('Service Unavailable', { status: 503 });
      if (answer === 'rate-limited') {
        return HttpResponse.json(
          { statusCode: 429, message: 'Too many submissions from your address' },
          { status: 429, headers: { 'Retry-After': String(RATE_LIMIT_RETRY_AFTER_SECONDS) } },
        );
      }
      return HttpResponse.json(aReceipt(), { status: 201 });
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

/** The toast store outlives a test's render: clear it between tests. */
export function dismissAllToasts(): void {
  for (const toast of toastStore.getSnapshot()) toastStore.dismiss(toast.id);
}

/**
 * The requests of a failed send, its retry and then the next lead: the retry carries the failed
 * send's key (so the API stores that lead once), the next lead a key of its own.
 */
export function expectRetryKeptKeyAndNextLeadGotNewOne(received: readonly ReceivedLead[]): void {
  expect(received).toHaveLength(3);
  const [failed, retried, next] = received.map((lead) => lead.idempotencyKey);
  expect(failed).toMatch(UUID_V4);
  expect(retried).toBe(failed);
  expect(next).toMatch(UUID_V4);
  expect(next).not.toBe(failed);
}

/**
 * For a test file: serves the fake contact endpoint with msw (any other request fails the test),
 * and after each test forgets what it received and clears the toasts.
 */
export function serveFakeContactsApi(): ReturnType<typeof fakeContactsApi> {
  const contacts = fakeContactsApi();
  const server = setupServer(...contacts.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    contacts.reset();
    dismissAllToasts();
  });
  afterAll(() => server.close());
  return contacts;
}
