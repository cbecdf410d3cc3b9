import type { z } from 'zod';
import type {
  adminContactSchema,
  contactPageSchema,
  erasureResultSchema,
  leadDeliverySchema,
  newsletterConsentSchema,
  personalDataExportSchema,
} from './response-schemas';

/** Where the API sends each new lead, once each: e-mail (SMTP) and a webhook (Power Automate, Teams). */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number];

/** pending: waiting for its (next) attempt; delivered: the receiver accepted it; dead: every attempt failed. */
export const LEAD_DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];

/** One channel's delivery of one lead, as the admin API shows it. */
export type LeadDelivery = z.output<typeof leadDeliverySchema>;

/** When a visitor ticked the newsletter box, and the exact wording they were shown. */
export type NewsletterConsentRecord = z.output<typeof newsletterConsentSchema>;

/** A lead as the admin API lists it: the lead, its newsletter consent and its deliveries. */
export type AdminContact = z.output<typeof adminContactSchema>;

/** `GET /api/admin/contacts`: one page of leads, newest first. */
export type ContactPage = z.output<typeof contactPageSchema>;

/** `DELETE /api/admin/contacts?email=`: how much was erased. */
export type ErasureResult = z.output<typeof erasureResultSchema>;

/** `GET /api/admin/contacts/export?email=`: everything the site holds about one address. */
export type PersonalDataExport = z.output<typeof personalDataExportSchema>;
