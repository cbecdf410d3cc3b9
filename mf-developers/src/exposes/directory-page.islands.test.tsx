import { ISLAND_TAG, isStaticPart } from '@site/platform';
import { developerHandlers, renderIslandsOnServer, setupSiteServer } from '@site/platform/testing';
import { act, type ComponentType } from 'react';
import { DirectorySearch } from '../features/directory/components/directory-search';
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

describe('/developers on an islands page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("is static around two islands, the search and the results, both hydrated on the visitor's first act", async () => {
    // isStaticPart takes any component (ComponentType<never>); a part's props type is the route's.
    expect(isStaticPart(DirectoryPage as ComponentType<never>)).toBe(true);
    const { islands, page } = await directoryOnServer('/developers');
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'DirectorySearch', props: {}, hydrate: 'interaction' },
      { module: 'DirectoryResults', props: {}, hydrate: 'interaction' },
    ]);
    expect(page.querySelector('h1')?.textContent).toBe('Find Developers');
    expect(page.querySelector('h1')?.closest(ISLAND_TAG)).toBeNull();
    expect(islandIn(page, 'DirectorySearch').querySelector('input[type="search"]')).not.toBeNull();
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
    const search = islandIn(page, 'DirectorySearch');
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

  it('keeps a search typed before the search island hydrated, and puts it in the address', async () => {
    const route = '/developers?sort=price-low';
    const { page, store } = await directoryOnServer(route);
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    const island = islandIn(page, 'DirectorySearch');
    const box = island.querySelector<HTMLInputElement>('input[type="search"]');
    if (!box) throw new Error('no search box');
    box.value = 'amelia';

    const errors = await hydrateIsland(island, <DirectorySearch />, store, route);

    expect(errors).toEqual([]);
    expect(box.value).toBe('amelia');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('amelia');
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('price-low');
  });

  /** /developers in the document with a skill and an order picked in its search island before it hydrated. */
  async function pickedBeforeHydration() {
    const route = '/developers';
    const { page, store } = await directoryOnServer(route);
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    const island = islandIn(page, 'DirectorySearch');
    const [skill, sort] = [...island.querySelectorAll('select')];
    if (!skill || !sort) throw new Error('no selects');
    skill.value = 'Power BI';
    sort.value = 'experience';
    const pagesBefore = window.history.length;
    const hydrate = () => hydrateIsland(island, <DirectorySearch />, store, route);
    return { skill, sort, hydrate, pagesAdded: () => window.history.length - pagesBefore };
  }

  it('keeps a skill and an order both picked before the search island hydrated', async () => {
    const { skill, sort, hydrate } = await pickedBeforeHydration();

    const errors = await hydrate();

    expect(errors).toEqual([]);
    expect(window.location.search).toBe('?skill=Power+BI&sort=experience');
    expect(skill.value).toBe('Power BI');
    expect(sort.value).toBe('experience');
  });

  it('adds one page to go back to per choice made before hydration, though the shell replays each choice', async () => {
    const { skill, sort, hydrate, pagesAdded } = await pickedBeforeHydration();

    await hydrate();
    // The shell's hydrator tells the island each change the visitor made before it hydrated.
    await act(async () => {
      for (const select of [skill, sort]) select.dispatchEvent(new Event('change', { bubbles: true }));
    });

    expect(window.location.search).toBe('?skill=Power+BI&sort=experience');
    expect(pagesAdded()).toBe(2);
    const back = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await act(() => back);
    expect(window.location.search).toBe('?skill=Power+BI');
  });
});
