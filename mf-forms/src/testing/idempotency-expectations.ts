import type { ReceivedLead } from '@site/platform/testing';

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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
