import type { ContactRequest } from '@site/contracts';
import { isApiError, notify, type ToastInput } from '@site/platform';
import { useCallback, useRef, useState } from 'react';
import { withHoneypot } from '../utils/honeypot';
import { tryAgainText } from '../utils/retry-wait';
import { useIdempotencyKeys } from './idempotency-key';
import { useCreateContactMutation } from './leads-api';

/** What a form tells its visitor once the API has answered. */
export interface LeadMessages {
  sent: ToastInput;
  failed: ToastInput;
  /** The failure's first sentence, before the wait a rate limit asks for: 'Failed to send message.' */
  failedFirstSentence: string;
}

/** The failure toast: the spec's, or, when the API asked to wait (429), the same title and when to try again. */
export function failureToast(messages: LeadMessages, error: unknown): ToastInput {
  if (isApiError(error) && error.status === 429 && error.retryAfterSeconds !== undefined) {
    return { ...messages.failed, description: tryAgainText(messages.failedFirstSentence, error.retryAfterSeconds) };
  }
  return messages.failed;
}

/** `busy`: a send was already under way (a double submit), so nothing more was sent. */
export type SendOutcome = 'sent' | 'failed' | 'busy';

/**
 * Posts a lead once per submission and tells the visitor how it went. Any failure, a network
 * error included, leaves the key in place, so sending the same entries again is a retry the API
 * recognises rather than a second lead.
 */
export function useSendLead(messages: LeadMessages): {
  send: (body: ContactRequest, form?: HTMLFormElement | null) => Promise<SendOutcome>;
  sending: boolean;
} {
  const [createContact] = useCreateContactMutation();
  const keys = useIdempotencyKeys();
  const inFlight = useRef(false);
  // Its own flag rather than the mutation's: it turns off in the same update that shows the toast,
  // so the button is ready again when the visitor reads the outcome.
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (entries: ContactRequest, form?: HTMLFormElement | null): Promise<SendOutcome> => {
      const body = withHoneypot(entries, form);
      if (inFlight.current) return 'busy';
      inFlight.current = true;
      setSending(true);
      let outcome: 'sent' | 'failed';
      let toast: ToastInput;
      try {
        await createContact({ body, idempotencyKey: keys.keyFor(body) }).unwrap();
        keys.forget();
        outcome = 'sent';
        toast = messages.sent;
      } catch (error) {
        outcome = 'failed';
        toast = failureToast(messages, error);
      }
      inFlight.current = false;
      setSending(false);
      notify(toast);
      return outcome;
    },
    [createContact, keys, messages],
  );
  return { send, sending };
}
