import { ISLAND_TAG, isStaticPart, RETURN_TO_REFERRER_ATTRIBUTE, switchStaticTabs } from '@site/platform';
import {
  aProject,
  aTestimonial,
  controlsNeedingScript,
  developerHandlers,
  fails,
  renderIslandsOnServer,
  setupSiteServer,
} from '@site/platform/testing';
import type { ComponentType } from 'react';
import { amelia, DIRECTORY_DEVELOPERS } from '../testing/directory-developers';
import { islandIn } from '../testing/islands';
import { profileReadsFor } from '../testing/server-reads';
import ProfilePage from './profile-page';

const inspections = aProject({ id: 'p-1', developerId: amelia.id, title: 'Field inspections app' });
const praise = aTestimonial({ id: 't-1', developerId: amelia.id, content: 'One app our team actually likes using.' });
const server = setupSiteServer(
  ...developerHandlers(DIRECTORY_DEVELOPERS, { projects: [inspections], testimonials: [praise] }),
);

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

/** "Back to Developers" as the server wrote it: where it leads, whether the shell's control may point it back, and whether it waits for an island. */
function backLinkOf(page: ParentNode) {
  const link = [...page.querySelectorAll('a')].find((each) => each.textContent?.includes('Back to Developers'));
  return {
    href: link?.getAttribute('href'),
    returnsToReferrer: link?.hasAttribute(RETURN_TO_REFERRER_ATTRIBUTE),
    inIsland: link?.closest(ISLAND_TAG) !== null,
  };
}

describe('/developer/:id on an islands page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is static HTML with no island: the way back, the tabs and their panels work without React', async () => {
    expect(isStaticPart(ProfilePage as ComponentType<never>)).toBe(true);
    const { islands, page } = await profileOnServer(amelia.id);
    expect(islandsOf(islands)).toEqual([]);
    expect(controlsNeedingScript(page)).toEqual([]);
    const heading = page.querySelector('h1');
    expect(heading?.textContent).toBe('Amelia Hart');
    expect(heading?.closest(ISLAND_TAG)).toBeNull();
    const contact = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Contact Amelia');
    expect(contact?.getAttribute('href')).toBe(`mailto:${amelia.email}`);
    expect(contact?.closest(ISLAND_TAG)).toBeNull();
    expect(backLinkOf(page)).toEqual({ href: '/developers', returnsToReferrer: true, inIsland: false });
  });

  it('writes what a crawler reads: who the developer is, the facts, and every panel, Overview shown', async () => {
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
    expect([...page.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Projects',
      'Testimonials',
    ]);
    const shown = [...page.querySelectorAll('[role="tabpanel"]:not([hidden])')];
    expect(shown).toHaveLength(1);
    expect(shown[0]?.textContent).toContain(amelia.description);
    expect(shown[0]?.textContent).toContain('PL-600: Power Platform Solution Architect Expert');
    expect(page.querySelector('#developer-tabpanel-projects')?.textContent).toContain('Field inspections app');
    expect(page.querySelector('#developer-tabpanel-testimonials')?.textContent).toContain(praise.content);
  });

  it('shows the tab the address names, and a tap on another shows its panel and keeps it in the address, with no island', async () => {
    const { page, route } = await profileOnServer(amelia.id, '?tab=testimonials');
    document.body.appendChild(page);
    window.history.replaceState(null, '', route);
    const selected = () => page.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    const shown = () => page.querySelector('[role="tabpanel"]:not([hidden])')?.id;
    expect(selected()).toBe('Testimonials');
    expect(shown()).toBe('developer-tabpanel-testimonials');
    const stop = switchStaticTabs();
    try {
      page.querySelector<HTMLElement>('#developer-tab-projects')?.click();
      expect(selected()).toBe('Projects');
      expect(shown()).toBe('developer-tabpanel-projects');
      expect(window.location.search).toBe('?tab=projects');
    } finally {
      stop();
    }
  });

  it('leaves a tab whose list the server could not read to an island that reads it once shown', async () => {
    server.use(fails('/api/developers/:id/projects', 503));
    const { islands, page } = await profileOnServer(amelia.id);
    expect(islandsOf(islands)).toContainEqual({
      module: 'ProfileTabPanel',
      props: { tab: 'projects', developerId: amelia.id, developerName: amelia.name },
      hydrate: 'visible',
    });
    expect(islandIn(page, 'ProfileTabPanel').closest('[role="tabpanel"]')?.id).toBe('developer-tabpanel-projects');
    expect(page.querySelector('#developer-tabpanel-testimonials')?.textContent).toContain(praise.content);
  });

  it('leaves the profile to an island that reads it in the browser when the server could not', async () => {
    server.use(fails('/api/developers/:id', 503, { once: true }));
    const { islands, page } = await profileOnServer(amelia.id);
    expect(islandsOf(islands)).toEqual([
      { module: 'ProfileLoader', props: { developerId: amelia.id }, hydrate: 'load' },
    ]);
    expect(islandIn(page, 'ProfileLoader').textContent).toContain('Try again');
  });

  it('is Developer Not Found for an unknown developer, with the way back as static HTML', async () => {
    const { islands, page } = await profileOnServer('99999999-9999-4999-8999-999999999999');
    expect(islandsOf(islands)).toEqual([]);
    expect(page.querySelector('h1')?.textContent).toBe('Developer Not Found');
    expect(page.textContent).toContain("The developer you're looking for doesn't exist.");
    expect(backLinkOf(page)).toEqual({ href: '/developers', returnsToReferrer: true, inIsland: false });
  });
});
