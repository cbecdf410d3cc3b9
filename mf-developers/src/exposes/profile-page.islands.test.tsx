import { ISLAND_TAG, isStaticPart } from '@site/platform';
import { developerHandlers, fails, renderIslandsOnServer, setupSiteServer } from '@site/platform/testing';
import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { DeveloperProfileTabs } from '../features/profile/components/developer-profile-tabs';
import { amelia, DIRECTORY_DEVELOPERS } from '../testing/directory-developers';
import { hydrateIsland, islandIn } from '../testing/islands';
import { profileReadsFor } from '../testing/server-reads';
import ProfilePage from './profile-page';

const server = setupSiteServer(...developerHandlers(DIRECTORY_DEVELOPERS));

/** /developer/:id as the server writes it, with the answer its read got. */
async function profileOnServer(id: string, query = '') {
  const store = await profileReadsFor(id);
  const route = `/developer/${id}${query}`;
  const written = renderIslandsOnServer(<ProfilePage />, {
    route,
    path: '/developer/:id?',
    owner: 'developers',
    store,
  });
  const page = document.createElement('div');
  page.innerHTML = written.html;
  return { ...written, page, store, route };
}

const islandsOf = (islands: { module: string; props: object; hydrate: string }[]) =>
  islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }));

describe('/developer/:id on an islands page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is static around the way back (idle) and the tabs with their panels (visible)', async () => {
    expect(isStaticPart(ProfilePage as ComponentType<never>)).toBe(true);
    const { islands, page } = await profileOnServer(amelia.id);
    expect(islandsOf(islands)).toEqual([
      { module: 'BackToDirectory', props: { look: 'link' }, hydrate: 'idle' },
      { module: 'ProfileTabs', props: { developerId: amelia.id }, hydrate: 'idle' },
    ]);
    const heading = page.querySelector('h1');
    expect(heading?.textContent).toBe('Amelia Hart');
    expect(heading?.closest(ISLAND_TAG)).toBeNull();
    const contact = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Contact Amelia');
    expect(contact?.getAttribute('href')).toBe(`mailto:${amelia.email}`);
    expect(contact?.closest(ISLAND_TAG)).toBeNull();
    expect(islandIn(page, 'BackToDirectory').querySelector('a')?.getAttribute('href')).toBe('/developers');
  });

  it('writes what a crawler reads: who the developer is, the facts, and the Overview panel', async () => {
    const { page } = await profileOnServer(amelia.id);
    expect(page.textContent).toContain('Senior Power Platform Architect');
    const facts = [...page.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Hourly rate', '$145/hr'],
      ['Experience', '12 years'],
      ['Response time', '2-4 hours'],
      ['Projects completed', '25+'],
    ]);
    const tabs = islandIn(page, 'ProfileTabs');
    expect([...tabs.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Projects',
      'Testimonials',
    ]);
    const overview = tabs.querySelector('[role="tabpanel"]:not([hidden])');
    expect(overview?.textContent).toContain(amelia.description);
    expect(overview?.textContent).toContain('PL-600: Power Platform Solution Architect Expert');
  });

  it('hydrates the tabs without a mismatch, and a tab then switches the panel and the address', async () => {
    const { page, store, route } = await profileOnServer(amelia.id);
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    const island = islandIn(page, 'ProfileTabs');
    const errors = await hydrateIsland(island, <DeveloperProfileTabs developerId={amelia.id} />, store, route);
    expect(errors).toEqual([]);
    const projects = [...island.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === 'Projects',
    );
    await act(async () => projects?.click());
    expect(window.location.search).toBe('?tab=projects');
    expect(projects?.getAttribute('aria-selected')).toBe('true');
  });

  it('leaves the profile to an island that reads it in the browser when the server could not', async () => {
    server.use(fails('/api/developers/:id', 503, { once: true }));
    const { islands, page } = await profileOnServer(amelia.id);
    expect(islandsOf(islands)).toEqual([
      { module: 'BackToDirectory', props: { look: 'link' }, hydrate: 'idle' },
      { module: 'ProfileLoader', props: { developerId: amelia.id }, hydrate: 'load' },
    ]);
    expect(islandIn(page, 'ProfileLoader').textContent).toContain('Try again');
  });

  it('is Developer Not Found for an unknown developer, with the way back as an island', async () => {
    const { islands, page } = await profileOnServer('99999999-9999-4999-8999-999999999999');
    expect(islandsOf(islands)).toEqual([{ module: 'BackToDirectory', props: { look: 'button' }, hydrate: 'idle' }]);
    expect(page.querySelector('h1')?.textContent).toBe('Developer Not Found');
    expect(page.textContent).toContain("The developer you're looking for doesn't exist.");
    expect(islandIn(page, 'BackToDirectory').querySelector('a')?.getAttribute('href')).toBe('/developers');
  });
});
