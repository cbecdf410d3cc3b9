import type { z } from 'zod';
import type {
  apiErrorSchema,
  contactReceiptSchema,
  contactSchema,
  developerPageSchema,
  developerSchema,
  projectSchema,
  serviceSchema,
  testimonialSchema,
} from './response-schemas';

/**
 * The resources of spec section 3, as the API returns them (numeric columns as JSON numbers). The
 * types are inferred from the schemas in `response-schemas.ts`, imported as types only: a browser
 * bundle that imports these types carries none of the schemas.
 */

export type Availability = 'available' | 'busy' | 'unavailable';

export type Developer = z.output<typeof developerSchema>;

/** One page of the directory (`GET /api/developers?page=...`): its developers and how many match in all. */
export type DeveloperPage = z.output<typeof developerPageSchema>;

export type ServiceColor = 'cyan' | 'purple' | 'green';

export const SERVICE_ICONS = ['fas fa-mobile-alt', 'fas fa-cogs', 'fas fa-chart-bar', 'fas fa-globe'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export type Service = z.output<typeof serviceSchema>;

export const PROJECT_CATEGORIES = ['Power Apps', 'Power BI', 'Power Automate'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export type Project = z.output<typeof projectSchema>;

export type Testimonial = z.output<typeof testimonialSchema>;

/** A lead as the admin API shows it; a demo booking's details are null for a contact-form lead. */
export type Contact = z.output<typeof contactSchema>;

/** What `POST /api/contacts` answers with: the stored lead's id and status. */
export type ContactReceipt = z.output<typeof contactReceiptSchema>;

/** Every error the API answers with (`{ statusCode, message }`, bad input adds `errors`). */
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/** A fixed team member on the home page (not fetched). */
export interface TeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  image: string;
  skills: string[];
  linkedin: string;
  email: string;
}
