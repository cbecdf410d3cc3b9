import { createHash } from 'node:crypto';
import type { ContactRequest, FormKind } from '@site/contracts';

/**
 * The Idempotency-Key of a lead posted without JavaScript. The island makes a random key per
 * submission; a plain form cannot, so the site server derives one from what makes a submission
 * itself: the form, the lead as it is sent (validated and normalised: trimmed, defaults filled) and
 * the visitor's address. A double submit, a refresh that posts again, or a retry after a failure
 * is then the same key and the API stores one lead; a changed word is another lead. A digest, so
 * the key carries nothing readable of the visitor.
 */
export function formIdempotencyKey(kind: FormKind, lead: ContactRequest, clientAddress: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([kind, clientAddress, lead]))
    .digest('hex');
  return `form-${digest}`;
}
