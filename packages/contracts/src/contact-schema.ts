import { earliestDemoDateOnServer, isCalendarDate } from './calendar-date';
import { DEMO_ATTENDEES_MAX, HONEYPOT_FIELD, TEXT_LIMITS } from './constants';
import { DEMO_REQUEST_PREFIX, PREFERRED_SOLUTIONS, PREFERRED_TIMES, SERVICE_NEEDED_OPTIONS } from './options';
import { z } from './zod';

const DEMO_SOLUTION_SEPARATOR = ', ';

/** True for the contact form's options and for the demo form's `Demo Request: a, b` values. */
export function isAcceptedServiceNeeded(value: string): boolean {
  if ((SERVICE_NEEDED_OPTIONS as readonly string[]).includes(value)) return true;
  if (!value.startsWith(DEMO_REQUEST_PREFIX)) return false;
  const solutions = value.slice(DEMO_REQUEST_PREFIX.length).split(DEMO_SOLUTION_SEPARATOR);
  return (
    solutions.length > 0 &&
    new Set(solutions).size === solutions.length &&
    solutions.every((solution) => (PREFERRED_SOLUTIONS as readonly string[]).includes(solution))
  );
}

export function demoServiceNeeded(solutions: readonly string[]): string {
  return DEMO_REQUEST_PREFIX + solutions.join(DEMO_SOLUTION_SEPARATOR);
}

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .optional();

/**
 * What a demo booking sends besides the spec's fields, so the consultancy can confirm the session
 * without asking again. Each is optional: a contact-form lead has none of them.
 */
export const demoDetailsShape = {
  jobTitle: optionalText(TEXT_LIMITS.jobTitle),
  phone: optionalText(TEXT_LIMITS.phone),
  preferredDate: z
    .string({ error: 'Must be a date (YYYY-MM-DD)' })
    .refine(isCalendarDate, { error: 'Must be a date (YYYY-MM-DD)' })
    .refine((date) => date >= earliestDemoDateOnServer(new Date()), { error: 'Must not be in the past' })
    .optional(),
  preferredTime: z.enum(PREFERRED_TIMES, { error: `Must be one of ${PREFERRED_TIMES.join(', ')}` }).optional(),
  attendees: z
    .number({ error: `Must be a whole number from 1 to ${DEMO_ATTENDEES_MAX}` })
    .int({ error: `Must be a whole number from 1 to ${DEMO_ATTENDEES_MAX}` })
    .min(1, { error: `Must be a whole number from 1 to ${DEMO_ATTENDEES_MAX}` })
    .max(DEMO_ATTENDEES_MAX, { error: `Must be a whole number from 1 to ${DEMO_ATTENDEES_MAX}` })
    .optional(),
};

/** The demo details a lead carries, in a fixed order (storage, fingerprints, exports). */
export const DEMO_DETAIL_FIELDS = ['jobTitle', 'phone', 'preferredDate', 'preferredTime', 'attendees'] as const;

/**
 * A lead as the contact form and the demo form send it (spec sections 5 and 7).
 * The same schema validates the form in the browser and the body in the API.
 */
export const contactRequestSchema = z.strictObject({
  fullName: requiredText('Full name is required', TEXT_LIMITS.name),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .max(TEXT_LIMITS.email, { error: `Must be at most ${TEXT_LIMITS.email} characters` })
    .pipe(z.email({ error: 'Valid email is required' })),
  company: z
    .string({ error: 'Company must be text' })
    .trim()
    .max(TEXT_LIMITS.company, { error: `Must be at most ${TEXT_LIMITS.company} characters` })
    .optional(),
  serviceNeeded: requiredText('Please choose a service', TEXT_LIMITS.serviceNeeded).refine(isAcceptedServiceNeeded, {
    error: 'Please choose one of the listed services',
  }),
  projectDescription: requiredText('Please describe your project', TEXT_LIMITS.projectDescription),
  newsletter: z.boolean({ error: 'Newsletter must be true or false' }).default(false),
  ...demoDetailsShape,
  /** The honeypot: a field people never see. A lead that fills it is answered normally and not stored. */
  [HONEYPOT_FIELD]: z.string({ error: 'Must be text' }).max(TEXT_LIMITS.honeypot).optional(),
});

/** What the contact form holds while a visitor types. */
export type ContactFormValues = z.input<typeof contactRequestSchema>;
/** A validated lead, ready to store. */
export type ContactRequest = z.output<typeof contactRequestSchema>;
