import type { BrowserContext, Request } from 'playwright-core';

/** One lead the form sent, as the browser caught it before it left. */
export interface CaughtLead {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/** How the browser answers the next lead: stored (201 and a receipt), or the API failing (503). */
export type LeadAnswer = 'created' | 'server-error';

export interface LeadsAnsweredInBrowser {
  /** Every lead the page tried to send, in order. */
  caught: CaughtLead[];
  /** Answers the next lead so; later ones are answered 'created'. */
  answerNext(answer: LeadAnswer): void;
}

const RECEIPT = { id: '5d1c3d5e-8c0e-4a57-9d0f-3f7e2f4b1a10', status: 'new', createdAt: '2030-01-01T09:00:00.000Z' };

/**
 * The forms' browser suite runs against real sites, whose leads reach the consultancy's team: a
 * lead the page sends (POST /api/contacts, from a script or a form's own submit) never leaves the
 * browser. The browser answers it itself, as the API would, and keeps it for the test to read. That
 * a lead is stored, once, is e2e's (e2e/specs/lead-forms.spec.ts, against its own database).
 */
export async function answerLeadsInBrowser(context: BrowserContext): Promise<LeadsAnsweredInBrowser> {
  const caught: CaughtLead[] = [];
  const queued: LeadAnswer[] = [];
  await context.route('**/api/contacts*', async (route) => {
    const request: Request = route.request();
    if (request.method() !== 'POST') return route.abort('blockedbyclient');
    caught.push({
      body: (request.postDataJSON() ?? {}) as Record<string, unknown>,
      idempotencyKey: await request.headerValue('idempotency-key'),
    });
    const answer = queued.shift() ?? 'created';
    if (answer === 'server-error') {
      return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    }
    return route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify(RECEIPT) });
  });
  return { caught, answerNext: (answer) => queued.push(answer) };
}
