import type { Page } from 'playwright-core';

/**
 * What a visitor books on /demo in the lead specs (Priya Raman of Harbour Logistics), typed into
 * the form as a visitor would: every field the spec asks for, with `email` and the systems she
 * ticks among the current ones (`SAP`, `Teams`, ...). The caller presses "Book Demo".
 */
export async function fillDemoBooking(page: Page, booking: { email: string; currentSystems: readonly string[] }) {
  await page.getByLabel('Full name').fill('Priya Raman');
  await page.getByLabel('Work email').fill(booking.email);
  await page.getByLabel('Company').fill('Harbour Logistics');
  await page.getByLabel('Job title').fill('Head of Operations');
  await page.getByLabel('Industry').fill('Logistics');
  await page.getByLabel('Budget').selectOption({ label: '£50,000 - £100,000' });
  await page.getByLabel('Timeline').selectOption({ label: '3-6 months' });
  await page.getByLabel('Number of users').selectOption({ label: '51-200 users' });
  await page.getByLabel('Primary objective').fill('Automate proof-of-delivery approvals across 12 depots.');
  await page.getByLabel('Current challenges').fill('Paper forms, re-keying into SAP and no visibility of delays.');
  // The form hydrates once sent: until then its boxes are native and tick at once.
  for (const system of booking.currentSystems) await page.getByLabel(system, { exact: true }).check();
  await page.getByLabel('Data & Analytics').check();
  await page.getByLabel('Process Automation').check();
  await page.getByLabel('Demo type').selectOption({ label: 'Specific solution' });
  await page.getByLabel('Preferred date').fill('2030-05-14');
  await page.getByLabel('Number of attendees').fill('4');
}
