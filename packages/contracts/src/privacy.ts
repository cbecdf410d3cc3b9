import { EXPERIENCE_SAMPLE_RATE } from './visitor-experience';

/**
 * What the site promises visitors about their personal data (UK GDPR). The forms, the privacy
 * page and the API read these, so the promise and what the API does cannot drift apart.
 */

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/**
 * Days a lead is kept before the API deletes it (with its deliveries). The privacy page states
 * this number; the API's LEAD_RETENTION_DAYS may shorten it, never lengthen it.
 */
export const LEAD_RETENTION_DAYS = 730;

/** One wording of the newsletter opt-in, as the visitor read it next to the box. */
export interface NewsletterConsentWording {
  version: string;
  text: string;
}

/**
 * The newsletter opt-in the forms show beside the box, and the one the API records (version and
 * text) with the time when a lead arrives with the box ticked. Changing the text means a new
 * version: each stored consent keeps its own copy of the words its visitor read.
 */
export const NEWSLETTER_CONSENT: NewsletterConsentWording = {
  version: '2026-11-newsletter-1',
  text: 'Send me occasional Power Platform insights and product news by e-mail. I can unsubscribe at any time.',
};

/** The line under both lead forms, before the link to the privacy policy. */
export const PRIVACY_NOTICE = `We use these details only to answer you, and delete them after ${LEAD_RETENTION_DAYS} days.`;
export const PRIVACY_NOTICE_LINK_TEXT = 'Privacy policy';

/**
 * What the privacy page says of the page-speed and error beacon (visitor-experience.ts), beside
 * the numbers it sends: nothing in it can identify a visitor, so it needs no consent (PECR's
 * storage-and-access rule concerns cookies and the like, which it does not use).
 */
export const SITE_MEASUREMENT_NOTICE = [
  `To keep the site fast and working, your browser reports, for one page view in ${Math.round(1 / EXPERIENCE_SAMPLE_RATE)}, how quickly the page loaded and responded, and for every page view any error in our code: with only the page's address pattern (never the page you opened, such as a profile) and the version of the site that served it.`,
  'These reports carry no cookie, no identifier, no address and nothing you typed; we keep only totals per page and site version, never a single visit, so they are not personal data and need no consent.',
] as const;
