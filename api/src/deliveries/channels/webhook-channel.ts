import type { LeadWebhookConfig } from '../../config/env.js';
import type { LeadMessage } from '../lead-message.js';
import { type DeliveryAttempt, type DeliveryChannel, DeliveryFailure } from './delivery-channel.js';
import { leadWebhookPayload } from './webhook-payload.js';
import { leadSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const ATTEMPT_HEADER = 'X-Lead-Delivery-Attempt';

/**
 * Leads to a webhook (a Power Automate "When an HTTP request is received" trigger, a Teams
 * workflow, an Azure Function): a signed JSON POST. Only a 2xx answer delivers; any other status,
 * a redirect, a refused connection or no answer within the time-out is a failed attempt.
 */
export function createWebhookChannel(config: LeadWebhookConfig, sendTimeoutMs: number): DeliveryChannel {
  return {
    name: 'webhook',
    async send(lead: LeadMessage, attempt: DeliveryAttempt): Promise<void> {
      const body = JSON.stringify(leadWebhookPayload(lead));
      const timestamp = String(Math.floor(Date.now() / 1000));
      const timeout = AbortSignal.timeout(sendTimeoutMs);
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: 'POST',
          body,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'powerai-site-leads/1',
            [IDEMPOTENCY_KEY_HEADER]: lead.id,
            [TIMESTAMP_HEADER]: timestamp,
            [SIGNATURE_HEADER]: leadSignature(config.secret, timestamp, body),
            [ATTEMPT_HEADER]: String(attempt.number),
          },
          // A redirect is not followed: the signed lead goes to the configured address or nowhere.
          redirect: 'manual',
          signal: AbortSignal.any([attempt.signal, timeout]),
        });
        // Read (and drop) the answer, so the connection can be reused; it counts towards the time-out.
        await response.arrayBuffer();
      } catch (error) {
        if (timeout.aborted) throw new DeliveryFailure(`timed out after ${sendTimeoutMs} ms`);
        if (attempt.signal.aborted) throw new DeliveryFailure('stopped: the API is shutting down');
        throw new DeliveryFailure(`request failed: ${networkReason(error)}`);
      }
      if (response.status < 200 || response.status > 299) throw new DeliveryFailure(`HTTP ${response.status}`);
    },
    async close(): Promise<void> {},
  };
}

/** fetch's TypeError says only "fetch failed": the socket error is its cause. */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return code ?? (error instanceof Error ? error.message : String(error));
}
