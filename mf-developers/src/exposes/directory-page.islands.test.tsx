import { followAddressForms, followAddressRegions, ISLAND_TAG, isStaticPart } from '@site/platform';
import { developerHandlers, renderIslandsOnServer, setupSiteServer } from '@site/platform/testing';
import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { DIRECTORY_RESULTS_REGION } from '../features/directory/components/directory-view';
import { DIRECTORY_DEVELOPERS, manyDevelopers } from '../testing/directory-developers';
import { directoryReadsFor } from '../testing/server-reads';
import DirectoryPage from './directory-page';

const server = setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

/** /developers as the server writes it, with the answers its reads got. */
async function directoryOnServer(route: string) {
  const store = await directoryReadsFor(route);
  const written = renderIslandsOnServer(<DirectoryPage />, { route, owner: 'developers', store });
  const page = document.createElement('div');
  page.innerHTML = written.html;
  return { ...written, page, store };
}

function resultsOf(page: Element): HTMLElement {
  const results = page.querySelector<HTMLElement>(`[data-follows-address="${DIRECTORY_RESULTS_REGION}"]`);
  if (!results) throw new Error('no results on the page');
  return results;
}

function searchForm(page: Element): HTMLFormElement {
  const form = page.querySelector<HTMLFormElement>('form[role="search"]');
  if (!form) throw new Error('no search form on the page');
  return form;
}

describe('/developers on an islands page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is all HTML: no island, the search a GET form of the address, the results a part that follows it', async () => {
    // isStaticPart takes any component (ComponentType<never>); a part's props type is the route's.
    expect(isStaticPart(DirectoryPage as ComponentType<never>)).toBe(true);
    const { islands, page } = await directoryOnServer('/developers');
    expect(islands).toEqual([]);
    expect(page.querySelector(ISLAND_TAG)).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Find Developers');
    const form = searchForm(page);
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/developers']);
    expect(form.hasAttribute('data-address-form')).toBe(true);
    expect(form.getAttribute('data-resets')).toBe('page');
    expect([...form.querySelectorAll('input, select')].map((field) => field.getAttribute('name'))).toEqual([
      'q',
      'skill',
      'sort',
    ]);
    expect(form.querySelectorAll('select')[1]?.getAttribute('data-default')).toBe('rating');
    expect(resultsOf(page).querySelectorAll('[data-testid="developer-card"]').length).toBe(4);
  });

  it('writes what a crawler reads: one page of developers, each linked to the profile, and the count', async () => {
    const { page } = await directoryOnServer('/developers');
    const results = resultsOf(page);
    const names = [...results.querySelectorAll('h2 a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual(
      ['Sophie Clarke', 'Amelia Hart', 'Oliver Bennett', 'Rohan Mehta'].map((name) => {
        const developer = DIRECTORY_DEVELOPERS.find((each) => each.name === name);
        return [name, `/developer/${developer?.id}`];
      }),
    );
    expect(results.querySelector('[role="status"]')?.textContent).toBe('Showing 1–4 of 4 developers');
    expect(page.textContent).toContain('Certified Power Platform and AI specialists, ready to build with your team.');
  });

  it('writes the search, skill and order the address names into the fields', async () => {
    const { page } = await directoryOnServer('/developers?q=power&skill=Power%20BI&sort=price-high');
    const search = searchForm(page);
    expect(search.querySelector<HTMLInputElement>('input[type="search"]')?.getAttribute('value')).toBe('power');
    const [skill, sort] = [...search.querySelectorAll('select')];
    expect(skill?.querySelector('option[selected]')?.textContent).toBe('Power BI');
    expect(sort?.querySelector('option[selected]')?.textContent).toBe('Price: high to low');
  });

  it('says a page past the last does not exist and links the last page', async () => {
    const thirty = manyDevelopers(30);
    server.use(...developerHandlers(thirty));
    const { page } = await directoryOnServer('/developers?q=developer&page=99');
    const results = resultsOf(page);
    expect(results.querySelector('[role="status"]')?.textContent).toBe(
      'Page 99 is past the last page: 30 developers fit on 3 pages',
    );
    expect(results.textContent).toContain('There is no page 99 of these developers.');
    expect(results.textContent).not.toContain('Showing 0 of');
    const last = [...results.querySelectorAll('a')].find((link) => link.textContent === 'Go to the last page (page 3)');
    expect(last?.getAttribute('href')).toBe('/developers?q=developer&page=3');
    expect(results.querySelector('nav')).toBeNull();
  });

  it("follows a pick in the search form and Clear Filters with the server's page of each address, swapped in", async () => {
    const route = '/developers?q=no-such-developer';
    const { page } = await directoryOnServer(route);
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    // The site server's answer for a page's address: this page as the server renders it there (the
    // API's reads still go to the API).
    const apiFetch = global.fetch;
    global.fetch = jest.fn(async (address: string | URL | Request, init?: RequestInit) => {
      if (typeof address !== 'string' || !address.startsWith('/developers')) return apiFetch(address, init);
      const rendered = await directoryOnServer(address);
      return { ok: true, status: 200, text: async () => `<html><body>${rendered.html}</body></html>` } as Response;
    }) as typeof fetch;
    const stops = [followAddressForms(), followAddressRegions()];
    try {
      expect(resultsOf(page).textContent).toContain('No developers found matching your criteria');
      const clear = [...resultsOf(page).querySelectorAll('a')].find((link) => link.textContent === 'Clear Filters');
      clear?.click();
      expect(window.location.search).toBe('');
      await waitFor(() => expect(resultsOf(page).querySelectorAll('[data-testid="developer-card"]').length).toBe(4));
      expect(document.activeElement?.id).toBe(searchForm(page).querySelector('input[type="search"]')?.id);
      expect(searchForm(page).querySelector('input')?.value).toBe('');

      const sort = searchForm(page).querySelectorAll('select')[1] as HTMLSelectElement;
      sort.value = 'price-low';
      sort.dispatchEvent(new Event('change', { bubbles: true }));
      expect(window.location.search).toBe('?sort=price-low');
      const cheapestFirst = [...DIRECTORY_DEVELOPERS]
        .sort((a, b) => a.hourlyRate - b.hourlyRate)
        .map(({ name }) => name);
      await waitFor(() =>
        expect([...resultsOf(page).querySelectorAll('h2 a')].map((link) => link.textContent)).toEqual(cheapestFirst),
      );
    } finally {
      for (const stop of stops) stop();
      global.fetch = apiFetch;
    }
  });
});
