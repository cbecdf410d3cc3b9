import { CONTACT_RESPONSE_PROMISE_HOURS } from '@site/contracts';
import { type LeadMessages, useSendLead } from '../../../api/use-send-lead';

/** Spec section 8: what the visitor is told once the contact request is stored, or not. */
export const CONTACT_MESSAGES: LeadMessages = {
  sent: {
    title: 'Message Sent!',
    description: `We'll get back to you within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`,
  },
  failed: { title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' },
  failedFirstSentence: 'Failed to send message.',
};

/** Sends a contact request as a lead. */
export function useSendContact() {
  return useSendLead(CONTACT_MESSAGES);
}
