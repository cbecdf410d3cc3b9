import { emptyFormMessages } from '@site/contracts';
import { launchBrowser, openPage } from '@site/section-test-kit';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { stack } from '../support/stack';
import { leadsFor, uniqueEmail } from '../support/stored-leads';

/**
 * Issue 34: the lead forms are plain forms that post to the site server. Without JavaScript, and
 * again with JavaScript but the forms section's scripts blocked (its islands never run), a lead
 * is stored once and confirmed, an empty form comes back with every spec message and what was
 * typed, and no request's address ever holds what a visitor typed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const MODES = {
  'with JavaScript disabled': async () => openPage(browser, { javaScriptEnabled: false }),
  "with the forms section's scripts blocked": async () => {
    const opened = await openPage(browser);
    await opened.context.route('**/remotes/forms/**', (route) => route.abort());
    return opened;
  },
} satisfies Record<string, () => Promise<{ context: BrowserContext; page: Page }>>;

/** Every message of an empty form: its schema's, which the page and the server both show. */
const DEMO_MESSAGES = Object.values(emptyFormMessages('demo'));
const CONTACT_MESSAGES = Object.values(emptyFormMessages('contact'));

/** Every address the page asks for, kept to check that none holds a field's value. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

function expectNoneHolds(urls: readonly string[], typed: readonly string[]): void {
  const spellings = typed.flatMap((value) => [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
  ]);
  const leaking = urls.filter((url) => spellings.some((spelling) => url.includes(spelling)));
  expect(leaking).toEqual([]);
}

async function fillContact(page: Page, email: string, description: string): Promise<void> {
  const contact = page.locator('section#contact');
  await contact.getByLabel('Full name').fill('Amelia Hart');
  await contact.getByLabel('Email address').fill(email);
  await contact.getByLabel('Company').fill('Northwind Housing');
  await contact.getByLabel('Service needed').selectOption({ label: 'Risk Management Suite' });
  await contact.getByLabel('Project description').fill(description);
  await contact.getByLabel('Send me occasional Power Platform insights and product news').check();
}

async function fillDemo(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company').fill('Harbour Logistics');
  await page.getByLabel('Job title').fill('Head of Operations');
  await page.getByLabel('Industry').fill('Logistics');
  await page.getByLabel('Budget').selectOption({ label: '£50,000 - £100,000' });
  await page.getByLabel('Primary objective').fill('Automate proof-of-delivery approvals across 12 depots.');
  await page.getByLabel('Current challenges').fill('Paper forms, re-keying into SAP and no visibility of delays.');
  await page.getByLabel('SAP', { exact: true }).check();
  await page.getByLabel('Process Automation').check();
  await page.getByLabel('Preferred date').fill('2030-05-14');
  await page.getByLabel('Number of attendees').fill('4');
}

describe.each(Object.entries(MODES))('the lead forms %s', (_mode, open) => {
  it('store a contact request once, however often it is sent, and confirm it in the spec words', async () => {
    const { context, page } = await open();
    const urls = recordRequests(page);
    await page.goto(`${stack().baseUrl}/#contact`);
    const email = uniqueEmail('no.script.contact');
    const description = `A risk register in Teams for 40 project managers (${email}).`;
    await fillContact(page, email, description);
    await page.locator('section#contact').getByRole('button', { name: 'Send Message' }).dblclick();
    await page.waitForURL(/\/contact\/sent$/);
    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor();
    await page.getByText("We'll get back to you within 24 hours.").waitFor();
    const leads = await leadsFor(email);
    expect(leads.map((lead) => [lead.full_name, lead.company, lead.service_needed, lead.newsletter])).toEqual([
      ['Amelia Hart', 'Northwind Housing', 'Risk Management Suite', true],
    ]);
    expect(leads[0]?.project_description).toBe(description);
    expectNoneHolds(urls, ['Amelia Hart', email, 'Northwind Housing', description]);
    await context.close();
  });

  it('book a demo once, however often it is sent, and confirm it in the spec words', async () => {
    const { context, page } = await open();
    const urls = recordRequests(page);
    await page.goto(`${stack().baseUrl}/demo`);
    const email = uniqueEmail('no.script.demo');
    await fillDemo(page, email);
    await page.getByRole('button', { name: 'Book Demo' }).dblclick();
    await page.waitForURL(/\/demo\/booked$/);
    await page.getByRole('heading', { name: 'Demo Booked Successfully!' }).waitFor();
    await page.getByText("We'll contact you within 24 hours to confirm your demo session.").waitFor();
    const leads = await leadsFor(email);
    expect(leads.map((lead) => [lead.full_name, lead.service_needed])).toEqual([
      ['Priya Raman', 'Demo Request: Process Automation'],
    ]);
    expectNoneHolds(urls, ['Priya Raman', email, 'Harbour Logistics', 'Head of Operations', 'Logistics']);
    await context.close();
  });

  it('show every spec message of an empty demo form, keeping what was typed', async () => {
    const { context, page } = await open();
    const urls = recordRequests(page);
    await page.goto(`${stack().baseUrl}/demo`);
    await page.getByLabel('Phone').fill('+44 20 7946 0321');
    await page.getByLabel('Current tools and systems').fill('Excel trackers');
    await page.getByLabel('We already use Microsoft Power Platform').check();
    await page.getByRole('button', { name: 'Book Demo' }).click();
    const form = page.getByRole('form', { name: 'Demo booking form' });
    for (const message of DEMO_MESSAGES) await form.getByText(message).first().waitFor();
    expect(await page.getByLabel('Phone').inputValue()).toBe('+44 20 7946 0321');
    expect(await page.getByLabel('Current tools and systems').inputValue()).toBe('Excel trackers');
    expect(await page.getByLabel('We already use Microsoft Power Platform').isChecked()).toBe(true);
    expectNoneHolds(urls, ['+44 20 7946 0321', 'Excel trackers']);
    await context.close();
  });

  it('show every spec message of an empty contact form, keeping what was typed', async () => {
    const { context, page } = await open();
    await page.goto(`${stack().baseUrl}/#contact`);
    const contact = page.locator('section#contact');
    await contact.getByLabel('Company').fill('Northwind Housing');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    const form = page.getByRole('form', { name: 'Contact form' });
    for (const message of CONTACT_MESSAGES) await form.getByText(message).first().waitFor();
    expect(await page.locator('section#contact').getByLabel('Company').inputValue()).toBe('Northwind Housing');
    await context.close();
  });
});

describe('a form sent back without JavaScript', () => {
  it('answers 422, never cached, with an error summary that has the focus and links to each field', async () => {
    const { context, page } = await MODES['with JavaScript disabled']();
    await page.goto(`${stack().baseUrl}/demo`);
    await page.getByLabel('Full name').fill('P');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/forms/demo')),
      page.getByRole('button', { name: 'Book Demo' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    expect(answer.headers()['cache-control']).toBe('no-store');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.waitFor();
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    const listed = await summary.getByRole('link').allTextContents();
    expect([...listed].sort()).toEqual([...DEMO_MESSAGES].sort());
    expect(listed[0]).toBe('Full name is required');
    await summary.getByRole('link', { name: 'Job title is required' }).click();
    expect(await page.getByLabel('Job title').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Full name').inputValue()).toBe('P');
    await context.close();
  });
});
