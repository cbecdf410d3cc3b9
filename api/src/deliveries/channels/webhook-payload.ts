import { type LeadMessage, leadSummary } from '../lead-message.js';

/** The JSON body of a lead webhook (documented in api/README.md, with its JSON schema). */
export interface LeadWebhookPayload {
  event: 'lead.created';
  /** The lead's id: the idempotency key, also in the `Idempotency-Key` header. */
  id: string;
  createdAt: string;
  /** One line for a Teams message or a notification. */
  summary: string;
  lead: {
    fullName: string;
    email: string;
    company: string | null;
    serviceNeeded: string;
    projectDescription: string;
    newsletter: boolean;
    newsletterConsentAt: string | null;
  };
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
    },
  };
}
