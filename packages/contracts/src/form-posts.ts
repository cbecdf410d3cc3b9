import { CONTACT_BODY_LIMIT_BYTES, CONTACT_RESPONSE_PROMISE_HOURS } from './constants';
import { contactRequestSchema } from './contact-schema';
import { DEMO_FORM_DEFAULTS, demoRequestSchema } from './demo-schema';
import { fieldErrorsOf } from './field-errors';

/**
 * The site's two lead forms as plain HTML forms (issue 34): each posts
 * `application/x-www-form-urlencoded` to its action on the site's origin, where the site server
 * validates it with the same schema the island uses, stores the lead through the API and answers
 * with a 303 to its confirmation page, or with the form's page again (422) holding what was typed.
 */
export const FORM_KINDS = ['contact', 'demo'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export interface FormPost {
  /** Where the form posts (the site server's route). */
  action: string;
  /** The page the form is on: rendered again, with the visitor's values, when they need correcting. */
  page: string;
  /** The confirmation page a stored lead is redirected to (303): the spec's words, nothing personal. */
  confirmation: string;
}

export const FORM_POSTS: Readonly<Record<FormKind, FormPost>> = {
  contact: { action: '/forms/contact', page: '/', confirmation: '/contact/sent' },
  demo: { action: '/forms/demo', page: '/demo', confirmation: '/demo/booked' },
};

/** What a visitor is told once the lead is stored (spec section 8): the toast's words, and the confirmation page's. */
export const FORM_SENT_TEXTS: Readonly<Record<FormKind, { title: string; description: string }>> = {
  contact: {
    title: 'Message Sent!',
    description: `We'll get back to you within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`,
  },
  demo: {
    title: 'Demo Booked Successfully!',
    description: `We'll contact you within ${CONTACT_RESPONSE_PROMISE_HOURS} hours to confirm your demo session.`,
  },
};

/**
 * The most bytes a form post may carry: a lead's JSON limit, times three for URL encoding (a
 * character outside ASCII is up to nine bytes encoded, but such leads are far below the limit).
 */
export const FORM_POST_BODY_LIMIT_BYTES = 3 * CONTACT_BODY_LIMIT_BYTES;

/** What a form holds: text, the ticked options of a group, a yes or no. */
export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;

/** What the contact form holds while a visitor types: the fields it shows. */
export interface ContactFormState {
  fullName: string;
  email: string;
  company: string;
  serviceNeeded: string;
  projectDescription: string;
  newsletter: boolean;
}

/** The contact form's starting values (spec section 5: newsletter false, everything else empty). */
export const CONTACT_FORM_DEFAULTS: ContactFormState = {
  fullName: '',
  email: '',
  company: '',
  serviceNeeded: '',
  projectDescription: '',
  newsletter: false,
};

export const FORM_DEFAULTS: Readonly<Record<FormKind, FormValues>> = {
  contact: { ...CONTACT_FORM_DEFAULTS },
  demo: DEMO_FORM_DEFAULTS as unknown as FormValues,
};

/**
 * The values of a posted form, in the shape its island holds them: every field the form has, read
 * as its default's type (a box is true when sent, a group is every value sent under its name);
 * anything else posted is ignored. Fields the form does not show keep their defaults.
 */
export function formValuesOf(kind: FormKind, posted: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const [field, fallback] of Object.entries(FORM_DEFAULTS[kind])) {
    if (typeof fallback === 'boolean') values[field] = posted.has(field);
    else if (Array.isArray(fallback)) values[field] = posted.getAll(field);
    else values[field] = posted.get(field) ?? fallback;
  }
  return values;
}

export const FORM_SCHEMAS = { contact: contactRequestSchema, demo: demoRequestSchema } as const;

/**
 * Each field's message on an empty form, by field name: what the page shows, before its island
 * runs, for a field left empty (the same schema's words, so they never drift apart).
 */
export function emptyFormMessages(kind: FormKind): Readonly<Record<string, string>> {
  const result = FORM_SCHEMAS[kind].safeParse(FORM_DEFAULTS[kind]);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/**
 * The least length (trimmed) the schema asks of each text field that needs more than one character
 * (`Full name` 2, `Primary objective` 10): the field's `minlength`, which lets the page check it
 * before its island runs.
 */
export function fieldMinLengths(kind: FormKind): Readonly<Record<string, number>> {
  const lengths: Record<string, number> = {};
  for (const [field, rule] of Object.entries(FORM_SCHEMAS[kind].shape)) {
    const minLength = (rule as { minLength?: unknown }).minLength;
    if (typeof minLength === 'number' && minLength > 1) lengths[field] = minLength;
  }
  return lengths;
}

/** Why a valid form was not stored: the API failed or asked to wait. Nothing else of it is kept. */
export interface FormPostFailure {
  /** Seconds the API asked to wait (a 429's Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * A form as it was posted, for the one render of its page that answers the post (never cached):
 * its values, and why it was not stored when it was valid. Its messages are its schema's, found
 * again by the island from the values.
 */
export interface SubmittedForm {
  kind: FormKind;
  values: FormValues;
  failure?: FormPostFailure;
}

function isFormValue(value: unknown): value is FormValue {
  return (
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string'))
  );
}

/** A submitted form read from JSON (the renderer's request), or undefined when it is not one. */
export function parseSubmittedForm(value: unknown): SubmittedForm | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const form = value as Record<string, unknown>;
  if (!(FORM_KINDS as readonly unknown[]).includes(form.kind)) return undefined;
  if (typeof form.values !== 'object' || form.values === null) return undefined;
  const entries = Object.entries(form.values);
  if (!entries.every(([, entry]) => isFormValue(entry))) return undefined;
  const failure = form.failure as Record<string, unknown> | undefined;
  const retryAfterSeconds = failure?.retryAfterSeconds;
  return {
    kind: form.kind as FormKind,
    values: Object.fromEntries(entries) as FormValues,
    ...(failure === undefined || typeof failure !== 'object' || failure === null
      ? {}
      : { failure: typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {} }),
  };
}
