import { followAddressForms, ISLAND_TAG, isStaticPart } from '@site/platform';
import { developerHandlers, renderIslandsOnServer, setupSiteServer } from '@site/platform/testing';
import { waitFor } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { DirectoryResults } from '../features/directory/components/directory-results';
import { DIRECTORY_DEVELOPERS, manyDevelopers } from '../testing/directory-developers';
import { hydrateIsland, islandIn } from '../testing/islands';
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

  it("is static around one island, the results, hydrated on the visitor's first act; the search is a form outside it", async () => {
    // isStaticPart takes any component (ComponentType<never>); a part's props type is the route's.
    expect(isStaticPart(DirectoryPage as ComponentType<never>)).toBe(true);
    const { islands, page } = await directoryOnServer('/developers');
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'DirectoryResults', props: {}, hydrate: 'interaction' },
    ]);
    expect(page.querySelector('h1')?.textContent).toBe('Find Developers');
    expect(page.querySelector('h1')?.closest(ISLAND_TAG)).toBeNull();
    const form = searchForm(page);
    expect(form.closest(ISLAND_TAG)).toBeNull();
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/developers']);
    expect(form.hasAttribute('data-address-form')).toBe(true);
    expect(form.getAttribute('data-wakes')).toBe('developers/DirectoryResults');
    expect(form.getAttribute('data-resets')).toBe('page');
    expect([...form.querySelectorAll('input, select')].map((field) => field.getAttribute('name'))).toEqual([
      'q',
      'skill',
      'sort',
    ]);
    expect(form.querySelectorAll('select')[1]?.getAttribute('data-default')).toBe('rating');
  });

  it('writes what a crawler reads: one page of developers, each linked to the profile, and the count', async () => {
    const { page } = await directoryOnServer('/developers');
    const results = islandIn(page, 'DirectoryResults');
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
    const results = islandIn(page, 'DirectoryResults');
    expect(results.querySelector('[role="status"]')?.textContent).toBe(
      'Page 99 is past the last page: 30 developers fit on 3 pages',
    );
    expect(results.textContent).toContain('There is no page 99 of these developers.');
    expect(results.textContent).not.toContain('Showing 0 of');
    const last = [...results.querySelectorAll('a')].find((link) => link.textContent === 'Go to the last page (page 3)');
    expect(last?.getAttribute('href')).toBe('/developers?q=developer&page=3');
    expect(results.querySelector('nav')).toBeNull();
  });

  it("follows a pick in the search form, through the shell's script and the address, in the hydrated results", async () => {
    const route = '/developers';
    const { page, store } = await directoryOnServer(route);
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    const stop = followAddressForms();
    try {
      const results = islandIn(page, 'DirectoryResults');
      expect(await hydrateIsland(results, <DirectoryResults />, store, route)).toEqual([]);
      const sort = searchForm(page).querySelectorAll('select')[1] as HTMLSelectElement;
      await act(async () => {
        sort.value = 'price-low';
        sort.dispatchEvent(new Event('change', { bubbles: true }));
      });
      expect(window.location.search).toBe('?sort=price-low');
      const cheapestFirst = [...DIRECTORY_DEVELOPERS]
        .sort((a, b) => a.hourlyRate - b.hourlyRate)
        .map(({ name }) => name);
      await waitFor(() =>
        expect([...results.querySelectorAll('h2 a')].map((link) => link.textContent)).toEqual(cheapestFirst),
      );
    } finally {
      stop();
    }
  });
});
