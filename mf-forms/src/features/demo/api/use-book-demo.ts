import { type DemoRequest, demoLeadOf, FORM_SENT_TEXTS } from '@site/contracts';
import { useCallback } from 'react';
import { type LeadMessages, useSendLead } from '../../../api/use-send-lead';

/** Spec section 8: what the visitor is told once the booking is stored, or not. */
export const DEMO_MESSAGES: LeadMessages = {
  sent: FORM_SENT_TEXTS.demo,
  failed: { title: 'Error', description: 'Failed to book demo. Please try again.', variant: 'destructive' },
  failedFirstSentence: 'Failed to book demo.',
};

/** Books a demo: posts the booking as a lead to the contact endpoint. */
export function useBookDemo() {
  const { send, sending } = useSendLead(DEMO_MESSAGES);
  const book = useCallback(
    (request: DemoRequest, form?: HTMLFormElement | null) => send(demoLeadOf(request), form),
    [send],
  );
  return { book, sending };
}
