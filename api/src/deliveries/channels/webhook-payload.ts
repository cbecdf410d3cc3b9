import type { Contact } from '@site/contracts';
import { type LeadMessage, leadSummary } from '../lead-message.js';

/** The JSON body of a lead webhook (documented in api/README.md, with its JSON schema). */
export interface LeadWebhookPayload {
  event: 'lead.created';
  /** The lead's id: the idempotency key, also in the `Idempotency-Key` header. */
  id: string;
  createdAt: string;
  /** One line for a Teams message or a notification. */
  summary: string;
  /** What the visitor sent, as the admin API shows it, and when they consented to the newsletter. */
  lead: Omit<Contact, 'id' | 'status' | 'createdAt'> & { newsletterConsentAt: string | null };
}

export function leadWebhookPayload(lead: LeadMessage): LeadWebhookPayload {
  return {
    event: 'lead.created',
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    summary: leadSummary(lead),
    lead: {
      fullName: lead.fullName,
      email: lead.email,
      company: lead.company,
      serviceNeeded: lead.serviceNeeded,
      projectDescription: lead.projectDescription,
      newsletter: lead.newsletter,
      newsletterConsentAt: lead.newsletterConsentAt?.toISOString() ?? null,
      jobTitle: lead.jobTitle,
      phone: lead.phone,
      preferredDate: lead.preferredDate,
      preferredTime: lead.preferredTime,
      attendees: lead.attendees,
    },
  };
}
