import type { SchemaObject } from '@nestjs/swagger';
import {
  CONTACT_STATUSES,
  type Contact,
  type ContactReceipt,
  contactRequestSchema,
  type Developer,
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

export const contactPageSchema = z.strictObject({
  items: z.array(contactSchema),
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
