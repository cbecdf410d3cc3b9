/**
 * The states a lead and its deliveries go through: plain lists that the response schemas
 * (`response-schemas.ts`) validate against and the types beside them name, so they sit below both.
 */

/** Where a lead stands in the team's follow-up (the admin API sets it). */
export const CONTACT_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Where the API sends each new lead, once each: e-mail (SMTP) and a webhook (Power Automate, Teams). */
export const LEAD_DELIVERY_CHANNELS = ['email', 'webhook'] as const;
export type LeadDeliveryChannel = (typeof LEAD_DELIVERY_CHANNELS)[number];

/** pending: waiting for its (next) attempt; delivered: the receiver accepted it; dead: every attempt failed. */
export const LEAD_DELIVERY_STATES = ['pending', 'delivered', 'dead'] as const;
export type LeadDeliveryState = (typeof LEAD_DELIVERY_STATES)[number];
