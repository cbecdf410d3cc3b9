import { fillDemoBooking, launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { stack } from '../support/stack';
import { leadsFor, uniqueEmail } from '../support/stored-leads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTACT_DESCRIPTION = 'A risk register in Teams for 40 project managers, replacing our Excel tracker by June.';

async function openContactSection(page: Page): Promise<Locator> {
  await page.goto(stack().baseUrl);
  const contact = page.locator('section#contact');
  await contact.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 20_000 });
  await contact.scrollIntoViewIfNeeded();
  // The form's island hydrates once the form is sent (the early-input script holds it until then).
  return contact;
}

async function fillContactForm(contact: Locator, email: string): Promise<void> {
  await contact.getByLabel('Full name').fill('Amelia Hart');
  await contact.getByLabel('Email address').fill(email);
  await contact.getByLabel('Company').fill('Northwind Housing');
  await contact.getByLabel('Service needed').selectOption({ label: 'Risk Management Suite' });
  await contact.getByLabel('Project description').fill(CONTACT_DESCRIPTION);
}

describe('the contact form on the home page', () => {
  it('stores the lead in PostgreSQL, thanks the visitor and empties the form', async () => {
    const { context, page, problems } = await openPage(browser);
    const contact = await openContactSection(page);
    // Its messages on an empty submit are the forms section's browser suite's (mf-forms/browser).
    const email = uniqueEmail('amelia.hart');
    await fillContactForm(contact, email);
    await contact.getByLabel('Send me occasional Power Platform insights and product news').check();
    await contact.getByRole('button', { name: 'Send Message' }).dblclick();
    await page.getByText('Message Sent!').waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    expect(await contact.getByLabel('Full name').inputValue()).toBe('');
    expect(await contact.getByLabel('Project description').inputValue()).toBe('');

    const leads = await leadsFor(email);
    expect(leads).toEqual([
      {
        full_name: 'Amelia Hart',
        email,
        company: 'Northwind Housing',
        service_needed: 'Risk Management Suite',
        project_description: CONTACT_DESCRIPTION,
        newsletter: true,
        status: 'new',
        idempotency_key: expect.stringMatching(UUID),
      },
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('stores a lead once when its answer is lost and the visitor sends it again', async () => {
    const { context, page } = await openPage(browser);
    const contact = await openContactSection(page);
    const email = uniqueEmail('lost.answer');
    await fillContactForm(contact, email);
    // The first POST reaches the API and is stored, but the browser never sees the answer.
    let lostAnswers = 0;
    await page.route('**/api/contacts', async (route) => {
      if (lostAnswers > 0) return route.continue();
      lostAnswers += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    expect(await contact.getByLabel('Project description').inputValue()).toBe(CONTACT_DESCRIPTION);
    expect(await leadsFor(email)).toHaveLength(1);

    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor();
    expect(await leadsFor(email)).toHaveLength(1);
    await context.close();
  });
});

describe('a lead sent before its form hydrated', () => {
  it('is kept, sent once the form has hydrated, and stored once', async () => {
    const { context, page, problems } = await openPage(browser);
    // Every script file arrives late: the visitor fills and sends the form from its server HTML.
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => undefined);
    });
    await page.goto(stack().baseUrl, { waitUntil: 'commit' });
    const contact = page.locator('section#contact');
    await contact.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 20_000 });
    const email = uniqueEmail('early.sender');
    await fillContactForm(contact, email);
    const hydrated = () =>
      page.evaluate(
        () => document.querySelector('site-island[data-island="forms/ContactForm"][data-hydrated]') !== null,
      );
    expect(await hydrated()).toBe(false);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent!').waitFor({ timeout: 30_000 });
    expect((await leadsFor(email)).map((lead) => [lead.full_name, lead.project_description])).toEqual([
      ['Amelia Hart', CONTACT_DESCRIPTION],
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the demo booking page', () => {
  it('stores the booking as a lead in PostgreSQL, exactly as spec section 7 says', async () => {
    const { context, page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${stack().baseUrl}/demo`);
    await page.getByRole('heading', { level: 1, name: 'Book a Demo' }).waitFor({ timeout: 20_000 });
    await page.getByText('45-60 minutes', { exact: true }).waitFor();

    const email = uniqueEmail('priya.raman');
    await fillDemoBooking(page, { email, currentSystems: ['SAP', 'Teams'] });
    await page.getByRole('button', { name: 'Book Demo' }).click();
    await page.getByText('Demo Booked Successfully!').waitFor();
    await page.getByText("We'll contact you within 24 hours to confirm your demo session.").waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');

    expect(await leadsFor(email)).toEqual([
      {
        full_name: 'Priya Raman',
        email,
        company: 'Harbour Logistics',
        service_needed: 'Demo Request: Process Automation, Data & Analytics',
        project_description: [
          'Demo type: Specific solution',
          'Budget: £50,000 - £100,000',
          'Timeline: 3-6 months',
          'Number of users: 51-200',
          'Primary objective: Automate proof-of-delivery approvals across 12 depots.',
          'Current challenges: Paper forms, re-keying into SAP and no visibility of delays.',
        ].join('\n'),
        newsletter: false,
        status: 'new',
        idempotency_key: expect.stringMatching(UUID),
      },
    ]);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});
