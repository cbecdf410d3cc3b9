import type { ContactEntity } from '../contacts/entities/contact.entity.js';

/** A stored lead as the channels send it. */
export type LeadMessage = Pick<
  ContactEntity,
  | 'id'
  | 'createdAt'
  | 'fullName'
  | 'email'
  | 'company'
  | 'serviceNeeded'
  | 'projectDescription'
  | 'newsletter'
  | 'newsletterConsentAt'
  | 'jobTitle'
  | 'phone'
  | 'preferredDate'
  | 'preferredTime'
  | 'attendees'
>;

/** A demo booking's details, labelled; a contact request has none (and shows none). */
function demoDetails(lead: LeadMessage): Array<[label: string, value: string]> {
  const details: Array<[string, string | number | null]> = [
    ['Job title', lead.jobTitle],
    ['Phone', lead.phone],
    ['Preferred date', lead.preferredDate],
    ['Preferred time', lead.preferredTime],
    ['Attendees', lead.attendees],
  ];
  return details.flatMap(([label, value]) => (value === null || value === '' ? [] : [[label, String(value)]]));
}

/**
 * Every field the visitor sent, labelled for a person reading the lead, in the order the e-mail
 * shows them. A new field of the forms is one line here.
 */
export function leadFields(lead: LeadMessage): Array<[label: string, value: string]> {
  return [
    ['Name', lead.fullName],
    ['E-mail', lead.email],
    ['Company', lead.company ?? ''],
    ['Service needed', lead.serviceNeeded],
    ['Project description', lead.projectDescription],
    ...demoDetails(lead),
    [
      'Newsletter',
      lead.newsletterConsentAt
        ? `Yes (consent given ${lead.newsletterConsentAt.toISOString()})`
        : lead.newsletter
          ? 'Yes'
          : 'No',
    ],
    ['Received', lead.createdAt.toISOString()],
    ['Lead id', lead.id],
  ];
}

/** Header-safe text: control characters (CR, LF, tab...) become spaces, runs of spaces one. */
export function oneLine(value: string, maxLength = 200): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat;
}

/** The one-line summary a person sees first: the subject of the e-mail, the webhook's `summary`. */
export function leadSummary(lead: LeadMessage): string {
  const who = lead.company ? `${lead.fullName} (${lead.company})` : lead.fullName;
  return oneLine(`New lead: ${lead.serviceNeeded} from ${who}`);
}
