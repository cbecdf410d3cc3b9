import type { LeadMailConfig } from '../../config/env.js';
import type { LeadMessage } from '../lead-message.js';
import { type DeliveryAttempt, type DeliveryChannel, withinDeadline } from './delivery-channel.js';
import { composeLeadMail } from './lead-mail.js';

/** The name the lead e-mails come from, beside LEADS_MAIL_FROM. */
export const LEAD_MAIL_SENDER_NAME = 'PowerAI Consulting website';

/**
 * Leads by e-mail: one message per lead to LEADS_MAIL_TO through the SMTP server of SMTP_URL,
 * over a small pool of reused connections. An SMTP refusal or a time-out rejects the attempt.
 */
export async function createEmailChannel(config: LeadMailConfig, sendTimeoutMs: number): Promise<DeliveryChannel> {
  // Loaded only when the channel is on.
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: sendTimeoutMs,
    greetingTimeout: sendTimeoutMs,
    socketTimeout: sendTimeoutMs,
    // The message holds only strings; never let a value be read as a file or URL to attach.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const senderDomain = config.from.slice(config.from.lastIndexOf('@') + 1);
  return {
    name: 'email',
    async send(lead: LeadMessage, attempt: DeliveryAttempt): Promise<void> {
      const mail = composeLeadMail(lead, senderDomain);
      await withinDeadline(
        transport.sendMail({
          from: { name: LEAD_MAIL_SENDER_NAME, address: config.from },
          to: config.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          headers: mail.headers,
        }),
        attempt.signal,
        sendTimeoutMs,
      );
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}
