import { TEXT_LIMITS } from './constants';
import { SERVICE_NEEDED_OPTIONS } from './options';
import { CONTACT_OPTION_OF_PRODUCT, type ServiceNeededOption } from './products';
import { HOME_ANCHORS, homeAnchorHref } from './site-map/home-anchors';

/**
 * Why a visitor is sent to the contact form, so they need not say it again: the service to
 * preselect, a first line for the project description, and whether they asked for the newsletter.
 * Everything stays editable in the form.
 */
export interface ContactIntent {
  service?: ServiceNeededOption;
  message?: string;
  newsletter?: boolean;
}

/** The query-string keys of a contact deep link: `/?service=Customer%20Portal&message=...#contact`. */
export const CONTACT_INTENT_PARAMS = { service: 'service', message: 'message', newsletter: 'newsletter' } as const;

/** A prefilled first line is one line; long enough for "I'd like a quote for <edition> (£3,500)". */
export const CONTACT_INTENT_MESSAGE_LIMIT = 200;

/**
 * The contact option for a service or product name: an option is itself, a product maps to its
 * option ('Risk Manager' -> 'Risk Management Suite'); anything else has none.
 */
export function contactOptionFor(name: string): ServiceNeededOption | undefined {
  const option = SERVICE_NEEDED_OPTIONS.find((candidate) => candidate.toLowerCase() === name.trim().toLowerCase());
  return option ?? CONTACT_OPTION_OF_PRODUCT[name.trim()];
}

/** A button about a service or product: its contact option chosen, where the form lists one, and a first line. */
export function intentAbout(name: string, message: string): ContactIntent {
  const service = contactOptionFor(name);
  return service ? { service, message } : { message };
}

/** The link to the contact form carrying this intent (a real address: it opens in a new tab too). */
export function contactHref(intent: ContactIntent = {}): string {
  return homeAnchorHref(HOME_ANCHORS.contact, contactSearch(intent));
}

/** `?service=...&message=...&newsletter=1`, or '' for no intent. */
export function contactSearch(intent: ContactIntent): string {
  const params = new URLSearchParams();
  if (intent.service) params.set(CONTACT_INTENT_PARAMS.service, intent.service);
  if (intent.message) params.set(CONTACT_INTENT_PARAMS.message, intent.message);
  if (intent.newsletter) params.set(CONTACT_INTENT_PARAMS.newsletter, '1');
  const search = params.toString();
  return search === '' ? '' : `?${search.replaceAll('+', '%20')}`;
}

/**
 * The intent a page address carries, read leniently (a deep link is typed by people): an unknown
 * service is ignored, a service or product name finds its option whatever its case, the message is
 * cut to one line of CONTACT_INTENT_MESSAGE_LIMIT characters, and the newsletter is `1`, `true` or `yes`.
 */
export function readContactIntent(params: URLSearchParams): ContactIntent {
  const intent: ContactIntent = {};
  const service = contactOptionFor(params.get(CONTACT_INTENT_PARAMS.service) ?? '');
  if (service) intent.service = service;
  const message = contactIntentMessage(params.get(CONTACT_INTENT_PARAMS.message) ?? '');
  if (message !== '') intent.message = message;
  if (asksForNewsletter(params.get(CONTACT_INTENT_PARAMS.newsletter))) intent.newsletter = true;
  return intent;
}

/** Whether a deep link's `newsletter` value asks for it: `1`, `true` or `yes`, whatever the case. */
export function asksForNewsletter(value: string | null | undefined): boolean {
  return /^(1|true|yes)$/i.test(value ?? '');
}

/** A deep link's message as the form takes it: its first line, without control characters, cut to the limit. */
export function contactIntentMessage(text: string): string {
  const line = (text.split(/\r?\n/, 1)[0] ?? '').replace(/\p{Cc}/gu, '').trim();
  return line.slice(0, Math.min(CONTACT_INTENT_MESSAGE_LIMIT, TEXT_LIMITS.projectDescription)).trim();
}

/** True when the intent asks for nothing. */
export function isEmptyIntent(intent: ContactIntent): boolean {
  return intent.service === undefined && intent.message === undefined && intent.newsletter !== true;
}
