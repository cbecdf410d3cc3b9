import { cspViolations, launchBrowser, openPage, recordCspViolations } from '@site/section-test-kit';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { apiDatabaseUrl, stack } from '../support/stack';

let browser: Browser;
let database: Client;
let hostileId: string;

/** A developer whose text tries to end the page's data script and run its own. */
const HOSTILE_NAME = '</script><script>alert(1)</script>';
const HOSTILE_TITLE = '<img src=x onerror=alert(2)> \u2028 Engineer';
/** The API keeps the catalogue for 5 s: a change shows within that. */
const CATALOGUE_SECONDS = 5;

async function untilServed(path: string, check: (body: string) => boolean): Promise<string> {
  const deadline = Date.now() + (CATALOGUE_SECONDS + 5) * 1000;
  for (;;) {
    const body = await (await fetch(stack().baseUrl + path)).text();
    if (check(body) || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  database = new Client({ connectionString: apiDatabaseUrl() });
  await database.connect();
  const inserted = await database.query<{ id: string }>(
    `INSERT INTO developers (name, title, description, email, hourly_rate, profile_image, skills, years_experience)
     VALUES ($1, $2, $3, 'hostile@example.com', 100, '/images/developers/amelia-hart.svg', ARRAY['Power Apps'], 3)
     RETURNING id`,
    [HOSTILE_NAME, HOSTILE_TITLE, 'Tries </script> and <!-- in a description.'],
  );
  hostileId = inserted.rows[0]?.id ?? '';
});

afterAll(async () => {
  await database.query('DELETE FROM developers WHERE id = $1', [hostileId]);
  await database.end();
  await browser.close();
  // The next spec must not meet this developer in the catalogue.
  await new Promise((resolve) => setTimeout(resolve, (CATALOGUE_SECONDS + 1) * 1000));
});

describe('data from the database in a server-rendered page', () => {
  it('cannot break out of the page: the hostile name is text, no script of it runs, no policy is violated', async () => {
    const body = await untilServed('/developers', (html) => html.includes('alert(1)'));
    expect(body).not.toContain(HOSTILE_NAME);
    expect(body).not.toContain('<img src=x');
    // The handed-over state is one intact JSON document (the directory hands over no reads: no
    // island reads them; what a page hands over is checked on every route by server-rendering).
    const state = /<script id="site-page-state" type="application\/json">([^<]*)<\/script>/.exec(body)?.[1];
    expect(() => JSON.parse(state ?? '')).not.toThrow();

    for (const path of ['/developers', `/developer/${hostileId}`]) {
      const { context, page, problems } = await openPage(browser);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await recordCspViolations(page);
      await page.goto(stack().baseUrl + path);
      await page.getByText(HOSTILE_NAME, { exact: true }).first().waitFor();
      if (path === '/developers') {
        // The results swapped in for a search are the server's HTML too: the name stays text.
        await page.getByRole('searchbox', { name: 'Search developers' }).fill('alert(1)');
        await page.getByText(/^Showing 1(–1)? of 1 developer/).waitFor();
        await page.getByText(HOSTILE_NAME, { exact: true }).first().waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect({ path, dialogs }).toEqual({ path, dialogs: [] });
      const violations = await cspViolations(page);
      expect({ path, violations }).toEqual({ path, violations: [] });
      expect({ path, errors: problems.pageErrors }).toEqual({ path, errors: [] });
      await context.close();
    }
  });
});
