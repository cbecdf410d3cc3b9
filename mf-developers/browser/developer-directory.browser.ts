import { DEVELOPER_PAGE_SIZE_DEFAULT } from '@site/contracts';
import {
  launchBrowser,
  readSiteApi,
  shownAddress,
  testPreviewBanner,
  type Visit,
  visit,
  withoutPreview,
} from '@site/section-test-kit';
import type { Browser, Page } from 'playwright-core';

/** The fields of `GET /api/developers` this spec checks against. */
interface Developer {
  id: string;
  name: string;
  email: string;
  rating: number;
  reviewCount: number;
  hourlyRate: number;
  skills: string[];
}

let browser: Browser;
let developers: Developer[];
beforeAll(async () => {
  browser = await launchBrowser();
  developers = await readSiteApi<Developer[]>('developers');
});
afterAll(async () => {
  await browser.close();
});

/** A visitor opens the directory and waits for its cards. */
async function openDirectory(options: Parameters<typeof visit>[3] = {}): Promise<Visit> {
  const opened = await visit(browser, 'developers', '/developers', options);
  await opened.page.getByTestId('developer-card').first().waitFor({ timeout: 20_000 });
  return opened;
}

/** The names on the cards, in the order shown. */
function cardNames(page: Page): Promise<string[]> {
  return page.getByTestId('developer-card').getByRole('heading', { level: 2 }).allTextContents();
}

async function waitForNames(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (names) =>
      JSON.stringify(
        Array.from(document.querySelectorAll('[data-testid="developer-card"] h2')).map(
          (heading) => heading.textContent,
        ),
      ) === JSON.stringify(names),
    expected,
  );
}

testPreviewBanner('developers', '/developers', () => browser);

describe('the developer directory in the composed site', () => {
  it('lists every developer (a page of them), highest rated first, with no placeholder left', async () => {
    const { context, page, problems } = await openDirectory();
    const byRating = [...developers].sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
    expect(await cardNames(page)).toEqual(
      byRating.slice(0, DEVELOPER_PAGE_SIZE_DEFAULT).map((developer) => developer.name),
    );
    expect(await page.getByTestId('card-skeleton').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('searches by name, title or skill ignoring case, and keeps the search in the address', async () => {
    const { context, page } = await openDirectory();
    const someone = developers[developers.length - 1] as Developer;
    await page.getByRole('searchbox', { name: 'Search developers' }).fill(someone.name.toUpperCase());
    await waitForNames(page, [someone.name]);
    expect(shownAddress(page).searchParams.get('q')).toBe(someone.name.toUpperCase());

    await page.reload();
    await waitForNames(page, [someone.name]);
    expect(await page.getByRole('searchbox', { name: 'Search developers' }).inputValue()).toBe(
      someone.name.toUpperCase(),
    );
    await context.close();
  });

  it('filters on an exact skill, sorts by price, and the back button restores the previous view', async () => {
    const { context, page } = await openDirectory();
    const skill = 'Power BI';
    const withSkill = developers.filter((developer) => developer.skills.includes(skill));
    expect(withSkill.length).toBeGreaterThan(1);

    await page.getByRole('combobox', { name: 'Skill' }).selectOption(skill);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-low');
    const cheapestFirst = [...withSkill].sort((a, b) => a.hourlyRate - b.hourlyRate || a.name.localeCompare(b.name));
    await waitForNames(
      page,
      cheapestFirst.map((developer) => developer.name),
    );
    expect(shownAddress(page).search).toBe('?skill=Power+BI&sort=price-low');

    await page.goBack();
    await page.waitForURL((url) => withoutPreview(url).search === '?skill=Power+BI');
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('rating');
    await context.close();
  });

  it('says when nothing matches, and Clear Filters brings everyone back', async () => {
    const { context, page } = await visit(browser, 'developers', '/developers?q=no-such-developer-anywhere');
    await page.getByText('No developers found matching your criteria').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page
      .getByTestId('developer-card')
      .nth(Math.min(developers.length, DEVELOPER_PAGE_SIZE_DEFAULT) - 1)
      .waitFor();
    expect(shownAddress(page).search).toBe('');
    await context.close();
  });

  it('opens a profile from its card with the keyboard, switches tabs and keeps the tab in the address', async () => {
    const { context, page, problems } = await openDirectory({ viewport: { width: 390, height: 844 } });
    const [firstName] = await cardNames(page);
    const first = developers.find((developer) => developer.name === firstName) as Developer;
    await page.getByRole('link', { name: first.name, exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: first.name }).waitFor();
    expect(shownAddress(page).pathname).toBe(`/developer/${first.id}`);
    await page.waitForFunction((name) => document.title.startsWith(name), first.name);
    await page.getByText('2-4 hours').waitFor();
    await page.getByText('25+').waitFor();
    expect(
      await page.getByRole('link', { name: `Contact ${first.name.split(' ')[0]}`, exact: true }).getAttribute('href'),
    ).toBe(`mailto:${first.email}`);

    // The tabs are HTML the page's inline script switches: no island to wait for.
    await page.getByRole('tab', { name: 'Projects' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'projects');
    const projects = page.getByRole('tabpanel', { name: 'Projects' });
    await projects.locator('h3, p').first().waitFor();

    await page.getByRole('tab', { name: 'Testimonials' }).click();
    expect(shownAddress(page).searchParams.get('tab')).toBe('testimonials');
    await page.getByRole('tabpanel', { name: 'Testimonials' }).locator('blockquote, p').first().waitFor();

    await page.reload();
    expect(await page.getByRole('tab', { name: 'Testimonials' }).getAttribute('aria-selected')).toBe('true');
    // A profile has no island when the server answered (its way back is the shell's inline
    // control); any there is (a panel the server could not fill) comes to life, with no error.
    await page.waitForFunction(
      () => document.querySelectorAll('site-island:not([data-hydrated])').length === 0,
      undefined,
      {
        timeout: 20_000,
      },
    );
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it('leads back from a profile to the directory as the visitor left it, before any island or script file', async () => {
    const { context, page, problems } = await visit(browser, 'developers', '/developers?sort=price-low');
    const cards = page.getByTestId('developer-card');
    await cards.first().waitFor({ timeout: 20_000 });
    const [cheapest = ''] = await cardNames(page);
    await page.getByRole('link', { name: cheapest, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: cheapest }).waitFor();
    expect(await page.locator('site-island').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find Developers' }).waitFor();
    expect(shownAddress(page).search).toBe('?sort=price-low');
    await cards.first().waitFor();
    expect((await cardNames(page))[0]).toBe(cheapest);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['an unknown developer', '/developer/00000000-0000-4000-8000-000000000000'],
    ['a malformed id', '/developer/not-a-real-id'],
    ['no id', '/developer'],
  ])('shows Developer Not Found for %s, with a way back to the directory', async (_case, path) => {
    const { context, page } = await visit(browser, 'developers', path);
    await page.getByRole('heading', { level: 1, name: 'Developer Not Found' }).waitFor({ timeout: 20_000 });
    await page.getByText("The developer you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: 'Back to Developers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find Developers' }).waitFor();
    await context.close();
  });
});
