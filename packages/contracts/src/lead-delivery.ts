import type { Contact } from './resources';

/** Where the API sends each new lead, once each: e-mail (SMTP) and a webhook (Power Automate, Teams). */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number];

/** pending: waiting for its (next) attempt; delivered: the receiver accepted it; dead: every attempt failed. */
export const LEAD_DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];

/** One channel's delivery of one lead, as the admin API shows it. */
export interface LeadDelivery {
  channel: LeadDeliveryChannel;
  state: LeadDeliveryState;
  attempts: number;
  lastAttemptAt: string | null;
  /** Why the last attempt failed (no personal data); null once delivered or before any attempt. */
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** When a visitor ticked the newsletter box, and the exact wording they were shown. */
export interface NewsletterConsentRecord {
  givenAt: string;
  version: string;
  text: string;
}

/** A lead as the admin API lists it: the lead, its newsletter consent and its deliveries. */
export interface AdminContact extends Contact {
  newsletterConsent: NewsletterConsentRecord | null;
  deliveries: LeadDelivery[];
}

/** `DELETE /api/admin/contacts?email=`: how much was erased. */
export interface ErasureResult {
  contacts: number;
  deliveries: number;
}

/** `GET /api/admin/contacts/export?email=`: everything the site holds about one address. */
export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  contacts: AdminContact[];
}
