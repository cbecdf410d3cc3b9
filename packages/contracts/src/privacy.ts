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
