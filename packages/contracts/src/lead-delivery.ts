import type { z } from 'zod';
import type {
  adminContactSchema,
  contactPageSchema,
  erasureResultSchema,
  leadDeliverySchema,
  newsletterConsentSchema,
  personalDataExportSchema,
} from './response-schemas';

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
