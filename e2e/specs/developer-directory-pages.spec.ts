import { launchBrowser, openPage } from '@site/section-test-kit';
import { Client } from 'pg';
import type { Browser } from 'playwright-core';
import { apiDatabaseUrl, stack } from '../support/stack';

/**
 * With more developers than a page holds, /developers carries one page, and the home's band its
 * six cards: the seed's developers are copied until there are three pages of them for this spec,
 * and the copies removed after it.
 */
let browser: Browser;
let database: Client;
const COPY_MARK = 'paging copy';
/**
 * The API keeps its catalogue reads 5 s; the site sends a page 5 s as it is and 10 s more while a
 * render replaces it (the first request past 5 s still gets the old page): a change shows on every
 * page after 15 s. Waiting less, this spec met pages without its copies, and the specs after it
 * pages with them.
 */
const CACHES_SECONDS = 16;
const PAGE_SIZE = 12;
let total = 0;

const waitOutCaches = () => new Promise((resolve) => setTimeout(resolve, CACHES_SECONDS * 1000));

beforeAll(async () => {
  browser = await launchBrowser();
  database = new Client({ connectionString: apiDatabaseUrl() });
  await database.connect();
  await database.query(
    `INSERT INTO developers (name, title, description, email, hourly_rate, rating, review_count, profile_image,
       skills, certifications, years_experience, availability)
     SELECT name || ' (${COPY_MARK} ' || copy || ')', title, description, 'copy' || copy || '.' || email, hourly_rate,
       rating, review_count, profile_image, skills, certifications, years_experience, availability
     FROM developers CROSS JOIN generate_series(1, 2) AS copy`,
  );
  total = Number((await database.query<{ count: string }>('SELECT count(*) FROM developers')).rows[0]?.count);
  await waitOutCaches();
});

afterAll(async () => {
  await database.query('DELETE FROM developers WHERE name LIKE $1', [`%(${COPY_MARK} %`]);
  await database.end();
  await browser.close();
  await waitOutCaches();
});

describe('the developer directory, a page at a time', () => {
  it('renders one page on the server, with a Next page link a visitor without JavaScript (or a crawler) follows', async () => {
    expect(total).toBeGreaterThan(2 * PAGE_SIZE);
    const { context, page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${stack().baseUrl}/developers?sort=price-low`);
    const firstPage = await page.getByTestId('developer-card').getByRole('heading', { level: 2 }).allTextContents();
    expect(firstPage).toHaveLength(PAGE_SIZE);
    await page.getByText(`Showing 1–${PAGE_SIZE} of ${total} developers`).waitFor();
    const next = page.getByRole('navigation', { name: 'Pages of developers' }).getByRole('link', { name: 'Next page' });
    expect(await next.getAttribute('href')).toBe('/developers?sort=price-low&page=2');
    await next.click();
    await page.waitForURL((url) => url.search === '?sort=price-low&page=2');
    const secondPage = await page.getByTestId('developer-card').getByRole('heading', { level: 2 }).allTextContents();
    expect(secondPage).toHaveLength(PAGE_SIZE);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await context.close();
  });

  it("follows Next page in the page with the server's HTML of it: no new document, no read of the API from the browser, every skill in the filter", async () => {
    const { context, page, problems } = await openPage(browser);
    const documents: string[] = [];
    const fetchedPages: string[] = [];
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'document') documents.push(url.pathname + url.search);
      // (A link pressed is prefetched and prerendered by the page's speculation rules too: those are not the swap's.)
      else if (request.resourceType() === 'fetch' && url.pathname === '/developers') {
        fetchedPages.push(url.pathname + url.search);
      }
      if (url.pathname.startsWith('/api/developers')) reads.push(url.pathname + url.search);
    });
    await page.goto(`${stack().baseUrl}/developers`);
    await page.getByTestId('developer-card').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const skills = (await (await fetch(`${stack().baseUrl}/api/developers/skills`)).json()) as string[];
    expect(await page.getByRole('combobox', { name: 'Skill' }).locator('option').allTextContents()).toEqual([
      'All skills',
      ...skills,
    ]);
    const firstName = await page.getByTestId('developer-card').getByRole('heading', { level: 2 }).first().textContent();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.getByText(`Showing ${PAGE_SIZE + 1}–${2 * PAGE_SIZE} of ${total} developers`).waitFor();
    expect(new URL(page.url()).search).toBe('?page=2');
    expect(await page.getByTestId('developer-card').getByRole('heading', { level: 2 }).first().textContent()).not.toBe(
      firstName,
    );
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(documents).toEqual(['/developers']);
    expect(fetchedPages).toEqual(['/developers?page=2']);
    expect(reads).toEqual([]);
    // Back shows the first page again, in the same document.
    await page.goBack();
    await page.getByText(`Showing 1–${PAGE_SIZE} of ${total} developers`).waitFor();
    expect(await page.getByTestId('developer-card').getByRole('heading', { level: 2 }).first().textContent()).toBe(
      firstName,
    );
    expect(documents).toEqual(['/developers']);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('carries six developers on the home page as HTML (no state sent for them), with a way to all of them', async () => {
    const home = await (await fetch(`${stack().baseUrl}/`)).text();
    expect(home.split('data-testid="developer-card"').length - 1).toBe(6);
    // The band is static HTML: no island reads the developers, so no state for them is sent along.
    expect(home.split('"reviewCount":').length - 1).toBe(0);
    expect(home).toContain('Browse all developers');
  });
});
