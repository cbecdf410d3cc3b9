import { FORM_SENT_TEXTS } from '@site/contracts';
import { type LeadMessages, useSendLead } from '../../../api/use-send-lead';

/** Spec section 8: what the visitor is told once the contact request is stored, or not. */
export const CONTACT_MESSAGES: LeadMessages = {
  sent: FORM_SENT_TEXTS.contact,
  failed: { title: 'Error', description: 'Failed to send message. Please try again.', variant: 'destructive' },
  failedFirstSentence: 'Failed to send message.',
};

/** Sends a contact request as a lead. */
export function useSendContact() {
  return useSendLead(CONTACT_MESSAGES);
}
