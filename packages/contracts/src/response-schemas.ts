import { CONTACT_STATUSES, LEAD_DELIVERY_CHANNELS, LEAD_DELIVERY_STATES } from './lead-states';
import { PREFERRED_TIMES } from './options';
import { z } from './zod';

/**
 * What the API answers (spec sections 3 and 7), written once: the types in `resources.ts` are
 * inferred from these schemas, the API's OpenAPI document is generated from them, and the API's
 * tests parse real answers with them. Reached only as `@site/contracts/response-schemas` (the API,
 * tests): browser code takes the inferred types, so these calls never enter a section's bundle.
 * A schema with an `id` is one named schema in the OpenAPI document.
 */
const text = z.string();
const uuid = z.uuid();
const instant = z.iso.datetime();
const wholeCount = z.int().min(0);
const rating = z.number().min(0).max(5).describe('0 to 5');
const picture = text.describe('Path of a picture on this site (/images/...svg)');

export const developerSchema = z
  .strictObject({
    id: uuid,
    name: text,
    title: text,
    description: text,
    email: z.email(),
    hourlyRate: z.number().describe('US dollars per hour'),
    rating,
    reviewCount: wholeCount,
    profileImage: text.describe('Path of the portrait on this site, e.g. /images/developers/<slug>.svg'),
    skills: z.array(text),
    certifications: z.array(text).nullable(),
    yearsExperience: wholeCount,
    availability: text.describe('available, busy or unavailable'),
  })
  .meta({ id: 'Developer', description: 'A developer of the directory' });

export const developerPageSchema = z
  .strictObject({
    items: z.array(developerSchema),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: wholeCount.describe('Developers matching the search and the skill, on every page'),
  })
  .meta({ id: 'DeveloperPage', description: 'One page of the directory, in the order asked for' });

export const developerSkillsSchema = z
  .array(text)
  .meta({ id: 'DeveloperSkills', description: 'Every skill some developer has, once each, in alphabetical order' });

export const serviceSchema = z
  .strictObject({
    id: uuid,
    name: text,
    description: text,
    category: text,
    icon: text.describe('A Font Awesome class, e.g. fas fa-mobile-alt'),
    features: z.array(text),
    priceRangeMin: z.number(),
    priceRangeMax: z.number(),
    color: text.describe('cyan, purple or green'),
  })
  .meta({ id: 'Service', description: 'A pre-built app the consultancy sells' });

export const projectSchema = z
  .strictObject({
    id: uuid,
    title: text,
    description: text,
    category: text,
    image: picture,
    rating,
    impact: text,
    developerId: uuid,
    technologies: z.array(text),
  })
  .meta({ id: 'Project', description: 'A case study, with the developer who delivered it' });

export const testimonialSchema = z
  .strictObject({
    id: uuid,
    content: text,
    clientName: text,
    clientTitle: text,
    clientCompany: text,
    clientImage: picture,
    rating,
    developerId: uuid,
  })
  .meta({ id: 'Testimonial', description: 'What a client said about a developer' });

export const contactReceiptSchema = z
  .strictObject({
    id: uuid,
    status: z.enum(CONTACT_STATUSES),
    createdAt: instant,
  })
  .meta({ id: 'ContactReceipt', description: "The stored lead's id and status" });

/** Every error the API answers with: bad input adds the message of each bad field. */
export const apiErrorSchema = z
  .object({
    statusCode: z.int(),
    message: text,
    errors: z.record(text, text).optional().describe('For bad input: field name -> message'),
  })
  .meta({ id: 'ApiError' });

/** A lead as the admin API shows it (`/api/admin`). */
export const contactSchema = z
  .strictObject({
    id: uuid,
    fullName: text,
    email: text,
    company: text.nullable(),
    serviceNeeded: text,
    projectDescription: text,
    newsletter: z.boolean(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: instant,
    jobTitle: text.nullable().describe("A demo booking's details: null for a contact-form lead"),
    phone: text.nullable(),
    preferredDate: z.iso.date().nullable(),
    preferredTime: z.enum(PREFERRED_TIMES).nullable(),
    attendees: z.int().min(1).nullable(),
  })
  .meta({ id: 'Contact', description: 'A lead from the contact form or the demo form' });

export const leadDeliverySchema = z
  .strictObject({
    channel: z.enum(LEAD_DELIVERY_CHANNELS),
    state: z
      .enum(LEAD_DELIVERY_STATES)
      .describe('pending: waiting for its (next) attempt; delivered: the receiver took it; dead: every attempt failed'),
    attempts: wholeCount,
    lastAttemptAt: instant.nullable(),
    lastError: text.nullable().describe('Why the last attempt failed (addresses masked); null once delivered'),
    nextAttemptAt: instant.nullable().describe('When a pending delivery is tried next'),
    deliveredAt: instant.nullable(),
  })
  .meta({ id: 'LeadDelivery', description: "One channel's delivery of one lead (e-mail or webhook)" });

export const newsletterConsentSchema = z
  .strictObject({
    givenAt: instant,
    version: text,
    text: text.describe('The wording the visitor was shown beside the box, word for word'),
  })
  .meta({ id: 'NewsletterConsent' });

export const adminContactSchema = contactSchema
  .extend({
    newsletterConsent: newsletterConsentSchema.nullable(),
    deliveries: z.array(leadDeliverySchema),
  })
  .meta({ id: 'AdminContact', description: 'A lead with its newsletter consent and its deliveries' });

export const contactPageSchema = z
  .strictObject({
    items: z.array(adminContactSchema),
    page: z.int().min(1),
    pageSize: z.int().min(1),
    total: wholeCount.describe('Leads matching the filter, on every page'),
  })
  .meta({ id: 'ContactPage' });

export const erasureResultSchema = z
  .strictObject({ contacts: wholeCount, deliveries: wholeCount })
  .meta({ id: 'ErasureResult', description: 'How many leads and deliveries of one address were erased' });

export const personalDataExportSchema = z
  .strictObject({
    email: text,
    exportedAt: instant,
    contacts: z.array(adminContactSchema),
  })
  .meta({ id: 'PersonalDataExport', description: 'Everything the site holds about one e-mail address' });
