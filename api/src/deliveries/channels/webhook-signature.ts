import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Lead-Signature';
export const TIMESTAMP_HEADER = 'X-Lead-Timestamp';

/**
 * `sha256=` + hex HMAC-SHA256, keyed with LEADS_WEBHOOK_SECRET, of `<timestamp>.<body>`: the
 * receiver recomputes it over the raw body it got, and refuses an old timestamp, so a captured
 * request can be neither altered nor replayed later (api/README.md shows the check).
 */
export function leadSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}
