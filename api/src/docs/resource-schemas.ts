import type { SchemaObject } from '@nestjs/swagger';
import {
  type AdminContact,
  CONTACT_STATUSES,
  type Contact,
  type ContactReceipt,
  contactRequestSchema,
  type Developer,
  type ErasureResult,
  LEAD_DELIVERY_CHANNELS,
  LEAD_DELIVERY_STATES,
  type LeadDelivery,
  type NewsletterConsentRecord,
  type PersonalDataExport,
  PREFERRED_TIMES,
  type Project,
  type Service,
  type Testimonial,
} from '@site/contracts';
import { z } from 'zod';

/**
 * The API's answers as zod schemas, checked against the @site/contracts types at compile time.
 * They describe the responses in the OpenAPI document, and the tests validate real answers with them.
 */
const text = z.string();
const uuid = z.uuid();

export const developerSchema = z.strictObject({
  id: uuid,
  name: text,
  title: text,
  description: text,
  email: z.email(),
  hourlyRate: z.number().describe('US dollars per hour'),
  rating: z.number().min(0).max(5),
  reviewCount: z.int().min(0),
  profileImage: text,
  skills: z.array(text),
  certifications: z.array(text).nullable(),
  yearsExperience: z.int().min(0),
  availability: text,
}) satisfies z.ZodType<Developer>;

export const serviceSchema = z.strictObject({
  id: uuid,
  name: text,
  description: text,
  category: text,
  icon: text,
  features: z.array(text),
  priceRangeMin: z.number(),
  priceRangeMax: z.number(),
  color: text,
}) satisfies z.ZodType<Service>;

export const projectSchema = z.strictObject({
  id: uuid,
  title: text,
  description: text,
  category: text,
  image: text,
  rating: z.number().min(0).max(5),
  impact: text,
  developerId: uuid,
  technologies: z.array(text),
}) satisfies z.ZodType<Project>;

export const testimonialSchema = z.strictObject({
  id: uuid,
  content: text,
  clientName: text,
  clientTitle: text,
  clientCompany: text,
  clientImage: text,
  rating: z.number().min(0).max(5),
  developerId: uuid,
}) satisfies z.ZodType<Testimonial>;

export const contactReceiptSchema = z.strictObject({
  id: uuid,
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.iso.datetime(),
}) satisfies z.ZodType<ContactReceipt>;

export const contactSchema = z.strictObject({
  id: uuid,
  fullName: text,
  email: text,
  company: text.nullable(),
  serviceNeeded: text,
  projectDescription: text,
  newsletter: z.boolean(),
  status: z.enum(CONTACT_STATUSES),
  createdAt: z.iso.datetime(),
  jobTitle: text.nullable().describe("A demo booking's details: null for a contact-form lead"),
  phone: text.nullable(),
  preferredDate: z.iso.date().nullable(),
  preferredTime: z.enum(PREFERRED_TIMES).nullable(),
  attendees: z.int().min(1).nullable(),
}) satisfies z.ZodType<Contact>;

export const leadDeliverySchema = z.strictObject({
  channel: z.enum(LEAD_DELIVERY_CHANNELS),
  state: z.enum(LEAD_DELIVERY_STATES),
  attempts: z.int().min(0),
  lastAttemptAt: z.iso.datetime().nullable(),
  lastError: text.nullable().describe('Why the last attempt failed (addresses masked); null once delivered'),
  nextAttemptAt: z.iso.datetime().nullable().describe('When a pending delivery is tried next'),
  deliveredAt: z.iso.datetime().nullable(),
}) satisfies z.ZodType<LeadDelivery>;

export const newsletterConsentSchema = z.strictObject({
  givenAt: z.iso.datetime(),
  version: text,
  text: text.describe('The wording the visitor was shown beside the box, word for word'),
}) satisfies z.ZodType<NewsletterConsentRecord>;

export const adminContactSchema = contactSchema.extend({
  newsletterConsent: newsletterConsentSchema.nullable(),
  deliveries: z.array(leadDeliverySchema),
}) satisfies z.ZodType<AdminContact>;

export const erasureResultSchema = z.strictObject({
  contacts: z.int().min(0),
  deliveries: z.int().min(0),
}) satisfies z.ZodType<ErasureResult>;

export const personalDataExportSchema = z.strictObject({
  email: text,
  exportedAt: z.iso.datetime(),
  contacts: z.array(adminContactSchema),
}) satisfies z.ZodType<PersonalDataExport>;

export const contactPageSchema = z.strictObject({
  items: z.array(adminContactSchema),
  page: z.int().min(1),
  pageSize: z.int().min(1),
  total: z.int().min(0).describe('Leads matching the filter, on every page'),
});

export const errorSchema = z.object({
  statusCode: z.int(),
  message: text,
  errors: z.record(text, text).optional().describe('For bad input: field name -> message'),
});

export const healthSchema = z.strictObject({ status: z.literal('ok'), database: z.literal('up') });
export const livenessSchema = z.strictObject({ status: z.literal('ok') });

export const unhealthySchema = z.strictObject({
  statusCode: z.literal(503),
  message: text,
  status: z.literal('error'),
  database: z.literal('down'),
});

/** zod -> OpenAPI 3.0 Schema Object, for @nestjs/swagger decorators. */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
}

export const openApiArray = (schema: z.ZodType): SchemaObject => ({ type: 'array', items: openApiSchema(schema) });

export const contactRequestOpenApi = (): SchemaObject => openApiSchema(contactRequestSchema, 'input');
