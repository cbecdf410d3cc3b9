import { type LeadMessage, leadFields, leadSummary, oneLine } from '../lead-message.js';

export interface LeadMail {
  subject: string;
  text: string;
  html: string;
  /** The visitor: answering the e-mail answers them. */
  replyTo: { name: string; address: string };
  /** Derived from the lead's id, so every copy of one lead's e-mail is recognisably the same message. */
  messageId: string;
  headers: Record<string, string>;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text: whatever a visitor typed shows as typed and is never markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * The e-mail for one lead: a plain-text and an HTML body with every field, the lead's id as
 * `X-Lead-Id` and in the Message-ID (the idempotency key: a mailbox or rule can drop a repeat).
 * Header values built from visitor input are flattened to one line; nodemailer encodes them.
 */
export function composeLeadMail(lead: LeadMessage, senderDomain: string): LeadMail {
  const fields = leadFields(lead);
  const summary = leadSummary(lead);
  const text = [
    `${summary}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${indent(value)}` : value}`),
    '',
    'Reply to this e-mail to answer the visitor.',
    '',
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="font-family:Segoe UI,Arial,sans-serif;font-size:14px">
<h1 style="font-size:18px">${escapeHtml(summary)}</h1>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
<p>Reply to this e-mail to answer the visitor.</p>
</body></html>
`;
  return {
    subject: summary,
    text,
    html,
    replyTo: { name: oneLine(lead.fullName, 120), address: lead.email },
    messageId: `<lead-${lead.id}@${senderDomain}>`,
    headers: { 'X-Lead-Id': lead.id },
  };
}

function indent(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => `  ${line}`)
    .join('\n');
}
