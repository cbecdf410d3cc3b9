import { NEWSLETTER_CONSENT } from '@site/contracts';
import { LEAD_MAIL_SENDER_NAME } from '../src/deliveries/channels/email-channel.js';
import { aLead, fastDelivery, TEST_MAIL } from './support/lead-delivery-options.js';
import { addressesOf, type SmtpReceiver, startSmtpReceiver } from './support/smtp-receiver.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let smtp: SmtpReceiver;
let api: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  api = await startTestApp({
    seed: false,
    leadDelivery: fastDelivery({ email: { smtpUrl: smtp.url, ...TEST_MAIL } }),
  });
});

afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function postLead(lead: Record<string, unknown>): Promise<string> {
  const response = await api.http().post('/api/contacts').send(lead).expect(201);
  return response.body.id;
}

async function deliveryOf(leadId: string) {
  return (
    await api.db.query<{ channel: string; state: string; attempts: number; last_error: string | null }>(
      'SELECT channel, state, attempts, last_error FROM lead_deliveries WHERE contact_id = $1',
      [leadId],
    )
  )[0];
}

async function untilDelivered(leadId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await deliveryOf(leadId))?.state !== 'delivered') {
    if (Date.now() > deadline)
      throw new Error(`lead ${leadId} not delivered: ${JSON.stringify(await deliveryOf(leadId))}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const mailsOf = (leadId: string) => smtp.accepted().filter((mail) => mail.leadId === leadId);

describe('a lead by e-mail', () => {
  it('arrives once, to LEADS_MAIL_TO from LEADS_MAIL_FROM, answering to the visitor, with every field in text and HTML', async () => {
    const lead = aLead({ newsletter: true });
    const id = await postLead(lead);
    await untilDelivered(id);

    const mails = mailsOf(id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo.sort()).toEqual([...TEST_MAIL.to].sort());
    expect(addressesOf(mail.parsed.to).sort()).toEqual([...TEST_MAIL.to].sort());
    expect(mail.parsed.from?.value).toEqual([{ name: LEAD_MAIL_SENDER_NAME, address: TEST_MAIL.from }]);
    expect(mail.parsed.replyTo?.value).toEqual([{ name: lead.fullName, address: lead.email }]);
    expect(mail.parsed.subject).toBe(`New lead: ${lead.serviceNeeded} from ${lead.fullName} (${lead.company})`);
    expect(mail.parsed.messageId).toBe(`<lead-${id}@powerai.example>`);
    for (const value of [lead.fullName, lead.email, lead.company, lead.serviceNeeded, lead.projectDescription, id]) {
      expect(mail.parsed.text).toContain(value);
      expect(mail.parsed.html).toContain(value);
    }
    expect(mail.parsed.text).toMatch(/Newsletter: Yes \(consent given \d{4}-\d\d-\d\dT/);
    expect(await deliveryOf(id)).toEqual({ channel: 'email', state: 'delivered', attempts: 1, last_error: null });
  });

  it('is still sent exactly once when the mail server refuses it for a while', async () => {
    smtp.refuseNext(3);
    const refusedBefore = smtp.refusals();
    const id = await postLead(aLead({ email: 'patient.visitor@example.com' }));
    await untilDelivered(id);
    expect(smtp.refusals() - refusedBefore).toBe(3);
    expect(mailsOf(id)).toHaveLength(1);
    expect(await deliveryOf(id)).toMatchObject({ state: 'delivered', attempts: 4, last_error: null });
  });

  it('carries hostile values as text: no injected header or recipient, no live markup', async () => {
    const name = 'Eve Mallory\r\nBcc: victim@attacker.example\r\nX-Injected: yes';
    const message =
      '<script>alert("x")</script><b>bold</b> & <a href="https://attacker.example">click</a>\nSecond line';
    const id = await postLead(aLead({ fullName: name, projectDescription: message, company: 'Evil <Corp>' }));
    await untilDelivered(id);

    const [mail] = mailsOf(id);
    if (!mail) throw new Error('no mail');
    expect(mail.envelopeTo.sort()).toEqual([...TEST_MAIL.to].sort());
    expect(mail.parsed.bcc).toBeUndefined();
    expect(mail.parsed.headers.has('x-injected')).toBe(false);
    expect(mail.rawHeaders).not.toMatch(/^Bcc:/im);
    expect(mail.rawHeaders).not.toMatch(/^X-Injected:/im);
    expect(mail.parsed.subject).toBe(
      'New lead: Customer Portal from Eve Mallory Bcc: victim@attacker.example X-Injected: yes (Evil <Corp>)',
    );
    expect(mail.parsed.replyTo?.value).toEqual([
      { name: 'Eve Mallory Bcc: victim@attacker.example X-Injected: yes', address: aLead().email },
    ]);
    // The text part is what the visitor typed; the HTML part shows it, escaped, and runs none of it.
    expect(mail.parsed.text).toContain('<script>alert("x")</script><b>bold</b>');
    expect(mail.parsed.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp; &lt;a href=',
    );
    expect(mail.parsed.html).toContain('Evil &lt;Corp&gt;');
    expect(mail.parsed.html).not.toMatch(/<script|<b>|<a /i);
  });

  it("never sends the honeypot's leads", async () => {
    const before = smtp.accepted().length;
    const response = await api
      .http()
      .post('/api/contacts')
      .send(aLead({ website: 'https://spam.example' }))
      .expect(201);
    const control = await postLead(aLead({ email: 'after.the.bot@example.com' }));
    await untilDelivered(control);
    expect(
      smtp
        .accepted()
        .slice(before)
        .map((mail) => mail.leadId),
    ).toEqual([control]);
    expect(await api.db.query('SELECT 1 FROM lead_deliveries WHERE contact_id = $1', [response.body.id])).toEqual([]);
  });
});

describe('newsletter consent', () => {
  it('is stored with the time and the exact wording of the box when ticked, and not at all when not', async () => {
    const ticked = await postLead(aLead({ email: 'ticked@example.com', newsletter: true }));
    const unticked = await postLead(aLead({ email: 'unticked@example.com', newsletter: false }));
    const rows = await api.db.query<{
      id: string;
      newsletter_consent_at: Date | null;
      newsletter_consent_version: string | null;
      newsletter_consent_text: string | null;
      created_at: Date;
    }>(
      'SELECT id, newsletter_consent_at, newsletter_consent_version, newsletter_consent_text, created_at FROM contacts WHERE id = ANY($1)',
      [[ticked, unticked]],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(ticked)).toMatchObject({
      newsletter_consent_version: NEWSLETTER_CONSENT.version,
      newsletter_consent_text: NEWSLETTER_CONSENT.text,
    });
    expect(byId.get(ticked)?.newsletter_consent_at?.getTime()).toBe(byId.get(ticked)?.created_at.getTime());
    expect(byId.get(unticked)).toMatchObject({
      newsletter_consent_at: null,
      newsletter_consent_version: null,
      newsletter_consent_text: null,
    });
  });
});
