import { fillDemoBooking, launchBrowser, testPreviewBanner, type Visit, visit } from '@site/section-test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { answerLeadsInBrowser, type LeadsAnsweredInBrowser } from './leads-answered-in-browser';

/**
 * The contact form (on /) and the demo booking form (/demo) as a visitor uses them: the messages
 * of the spec's rules, and what the visitor sees once a lead is sent or fails. Run against real
 * sites, so no lead ever leaves the browser (see answerLeadsInBrowser); storing is e2e's.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const CONTACT_DESCRIPTION = 'A risk register in Teams for 40 project managers, replacing our Excel tracker by June.';
const CONTACT_MESSAGES = [
  'Full name is required',
  'Valid email is required',
  'Please choose a service',
  'Please describe your project',
];

async function openForm(path: string, viewport?: { width: number; height: number }) {
  // A site's service worker could send a request the page's routes never see: none is let in.
  const opened: Visit = await visit(browser, 'forms', path, { serviceWorkers: 'block', viewport });
  const leads = await answerLeadsInBrowser(opened.context);
  return { ...opened, leads };
}

/** The contact section of /: its form hydrates once sent (the page holds it until then). */
async function contactSection(page: Page): Promise<Locator> {
  const contact = page.locator('section#contact');
  await contact.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 20_000 });
  await contact.scrollIntoViewIfNeeded();
  return contact;
}

async function fillContactForm(contact: Locator, email: string): Promise<void> {
  await contact.getByLabel('Full name').fill('Amelia Hart');
  await contact.getByLabel('Email address').fill(email);
  await contact.getByLabel('Company').fill('Northwind Housing');
  await contact.getByLabel('Service needed').selectOption({ label: 'Risk Management Suite' });
  await contact.getByLabel('Project description').fill(CONTACT_DESCRIPTION);
}

function expectNothingSent(leads: LeadsAnsweredInBrowser): void {
  expect(leads.caught).toEqual([]);
}

testPreviewBanner('forms', '/demo', () => browser);

describe('the contact form on the home page', () => {
  it('shows the message of every rule on an empty submit, and sends nothing', async () => {
    const { context, page, problems, leads } = await openForm('/');
    const contact = await contactSection(page);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    for (const message of CONTACT_MESSAGES) await contact.getByText(message).waitFor();
    expect(await contact.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true');
    expectNothingSent(leads);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('holds the e-mail address to a valid one, and a corrected form loses its messages', async () => {
    const { context, page, leads } = await openForm('/');
    const contact = await contactSection(page);
    await fillContactForm(contact, 'amelia.hart@northwind-housing');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await contact.getByText('Valid email is required').waitFor();
    expect(await contact.getByText('Full name is required').count()).toBe(0);
    expectNothingSent(leads);
    await contact.getByLabel('Email address').fill('amelia.hart@northwind-housing.co.uk');
    await contact.getByText('Valid email is required').waitFor({ state: 'detached' });
    expectNothingSent(leads);
    await context.close();
  });

  it('sends what the visitor typed, thanks them and empties the form (the browser answers for the API)', async () => {
    const { context, page, problems, leads } = await openForm('/');
    const contact = await contactSection(page);
    await fillContactForm(contact, 'amelia.hart@northwind-housing.co.uk');
    await contact.getByLabel('Send me occasional Power Platform insights and product news').check();
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(await contact.getByLabel('Full name').inputValue()).toBe('');
    expect(await contact.getByLabel('Project description').inputValue()).toBe('');
    expect(leads.caught).toEqual([
      {
        body: expect.objectContaining({
          fullName: 'Amelia Hart',
          email: 'amelia.hart@northwind-housing.co.uk',
          company: 'Northwind Housing',
          serviceNeeded: 'Risk Management Suite',
          projectDescription: CONTACT_DESCRIPTION,
          newsletter: true,
        }),
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('says the message failed and keeps what was typed when the API fails, and sends it again with the same key', async () => {
    const { context, page, leads } = await openForm('/');
    const contact = await contactSection(page);
    await fillContactForm(contact, 'amelia.hart@northwind-housing.co.uk');
    leads.answerNext('server-error');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    expect(await contact.getByLabel('Project description').inputValue()).toBe(CONTACT_DESCRIPTION);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    expect(leads.caught).toHaveLength(2);
    expect(leads.caught[1]?.idempotencyKey).toBe(leads.caught[0]?.idempotencyKey);
    await context.close();
  });
});

describe('the demo booking page', () => {
  const DEMO_MESSAGES = [
    'Full name is required',
    'Valid email is required',
    'Company name is required',
    'Job title is required',
    'Industry is required',
    'Please describe your primary objective',
    'Please describe your current challenges',
    'Select at least one integration need',
    'Select at least one solution type',
    'Preferred date is required',
    'Number of attendees is required',
  ];

  it('shows the message of every rule on an empty submit, and sends nothing', async () => {
    const { context, page, problems, leads } = await openForm('/demo', { width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor({ timeout: 20_000 });
    await page.getByText('45-60 minutes', { exact: true }).waitFor();
    // The form hydrates on this first touch: the submit waits for it, then every rule answers.
    await page.getByRole('button', { name: 'Book Demo' }).click();
    for (const message of DEMO_MESSAGES) await page.getByText(message).first().waitFor();
    expectNothingSent(leads);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('books the demo a visitor filled in, as spec section 7 sends it (the browser answers for the API)', async () => {
    const { context, page, problems, leads } = await openForm('/demo', { width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor({ timeout: 20_000 });
    await fillDemoBooking(page, { email: 'priya.raman@harbourlogistics.co.uk', currentSystems: ['SAP'] });
    await page.getByRole('button', { name: 'Book Demo' }).click();
    await page.getByText('Demo Booked Successfully!').waitFor();
    await page.getByText("We'll contact you within 24 hours to confirm your demo session.").waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(leads.caught).toEqual([
      {
        body: expect.objectContaining({
          fullName: 'Priya Raman',
          email: 'priya.raman@harbourlogistics.co.uk',
          company: 'Harbour Logistics',
          serviceNeeded: 'Demo Request: Process Automation, Data & Analytics',
          projectDescription: expect.stringContaining('Demo type: Specific solution'),
          preferredDate: '2030-05-14',
          attendees: 4,
        }),
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
