import { contactHref, HOME_ANCHORS, homeAnchorHref, intentAbout } from '@site/contracts';
import { createSiteStore, ISLAND_TAG, isStaticPart, resourcesApi } from '@site/platform';
import {
  aDeveloper,
  aProject,
  aService,
  aTestimonial,
  controlsNeedingScript,
  developerHandlers,
  fails,
  projectHandlers,
  renderIslandsOnServer,
  serviceHandlers,
  setupSiteServer,
  testimonialHandlers,
} from '@site/platform/testing';
import HomePage from './home-page';

const developers = Array.from({ length: 7 }, (_, index) =>
  aDeveloper({ id: `d${index}`, name: `Developer ${index}`, rating: 5 - index / 10 }),
);
const services = Array.from({ length: 7 }, (_, index) =>
  aService({ id: `s${index}`, name: `Service ${index}`, color: 'purple' }),
);
const projects = Array.from({ length: 4 }, (_, index) => aProject({ id: `p${index}`, title: `Case study ${index}` }));
const testimonials = [aTestimonial({ id: 't0', clientName: 'Gareth Llewellyn', content: 'They listened.' })];

const server = setupSiteServer(
  ...developerHandlers(developers),
  ...serviceHandlers(services),
  ...projectHandlers(projects),
  ...testimonialHandlers(testimonials),
);

/** The store as the server has it when it renders `/`: every read of the page done. */
async function storeAfterTheServersReads() {
  const store = createSiteStore();
  await Promise.all([
    store.dispatch(resourcesApi.endpoints.getDeveloperPage.initiate({ pageSize: 6 })),
    store.dispatch(resourcesApi.endpoints.getServices.initiate()),
    store.dispatch(resourcesApi.endpoints.getProjects.initiate()),
    store.dispatch(resourcesApi.endpoints.getTestimonials.initiate()),
  ]);
  return store;
}

async function renderHomeOnServer() {
  const rendered = renderIslandsOnServer(<HomePage />, {
    route: '/',
    owner: 'home',
    store: await storeAfterTheServersReads(),
  });
  const page = document.createElement('div');
  page.innerHTML = rendered.html;
  /** The page without its islands: what is never hydrated. */
  const staticOnly = page.cloneNode(true) as HTMLElement;
  for (const island of staticOnly.querySelectorAll(ISLAND_TAG)) island.remove();
  return { ...rendered, page, staticOnly };
}

describe('the home page on the server (islands)', () => {
  it('is a static part', () => {
    expect(isStaticPart(HomePage)).toBe(true);
  });

  it('makes an island of each thing a visitor can act on, with plain props and its strategy', async () => {
    const { islands } = await renderHomeOnServer();
    const named = islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }));
    expect(named).toEqual([
      // The page carries the six services that show at some width; the seventh comes with "show all".
      {
        module: 'ShowAllServices',
        props: { gridId: 'services-grid', label: 'Show all 7 services', count: 7, shownFirst: { xs: 3, sm: 4, lg: 6 } },
        hydrate: 'interaction',
      },
      {
        module: 'ShowAllProjects',
        props: { gridId: 'projects-grid', label: 'View Full Portfolio', count: 4, shownFirst: { xs: 2, sm: 4, md: 3 } },
        hydrate: 'interaction',
      },
    ]);
    // Props are plain JSON: the browser hydrates with exactly what the server wrote.
    for (const island of islands) expect(JSON.parse(JSON.stringify(island.props))).toEqual(island.props);
  });

  it('writes the buttons to its anchors as plain links with the intent in the address, outside any island', async () => {
    const { staticOnly } = await renderHomeOnServer();
    const hrefOf = (name: string) =>
      [...staticOnly.querySelectorAll('a')].find((link) => link.textContent === name)?.getAttribute('href');
    expect(hrefOf('Book a Discovery Call')).toBe(contactHref({ message: "I'd like to book a discovery call." }));
    expect(hrefOf('Request Availability')).toBe(
      contactHref({ message: "I'd like to know when your consultants are available." }),
    );
    expect(hrefOf('Get Started Today')).toBe(
      contactHref({ message: "I'd like to talk to one of your developers about a project." }),
    );
    const viewApps = staticOnly.querySelector('a[aria-label="View Apps (Developer 0)"]');
    expect(viewApps?.getAttribute('href')).toBe(homeAnchorHref(HOME_ANCHORS.services));
    expect(viewApps?.getAttribute('role')).toBe('button');
    expect(staticOnly.querySelector('a[aria-label="Contact for Pricing (Service 0)"]')?.getAttribute('href')).toBe(
      contactHref(intentAbout('Service 0', "I'd like pricing for Service 0.")),
    );
    const discuss = [...staticOnly.querySelectorAll('dialog a')].find(
      (link) => link.textContent === 'Discuss a Similar Project',
    );
    expect(discuss?.getAttribute('href')).toBe(
      contactHref({ message: 'I\'d like to discuss a project like "Case study 0".' }),
    );
  });

  it('keeps in the static HTML every text a crawler reads, and every link as a plain <a href>', async () => {
    const { staticOnly } = await renderHomeOnServer();
    expect(staticOnly.querySelector('h1')?.textContent).toBe('Enterprise AI + Power Platform Solutions');
    expect([...staticOnly.querySelectorAll(':not(dialog) > h2')].map((heading) => heading.textContent)).toEqual([
      'Featured Solutions',
      'Why Work With Us',
      'What We Deliver',
      'Success Stories',
      'Meet Our Expert Team',
      'Client Testimonials',
    ]);
    const text = staticOnly.textContent ?? '';
    for (const expected of ['Developer 0', 'Service 5', 'Case study 3', 'They listened.', 'Join Our Growing Team']) {
      expect(text).toContain(expected);
    }
    expect(staticOnly.querySelector('a[href="/developers"]')?.textContent).toBe('Browse all developers');
    expect(staticOnly.querySelector('a[href="/developer/d0"]')?.textContent).toBe('Developer 0');
    // No button is left in the static HTML but those the browser runs itself: a case study's
    // 'View Case Study' and its dialog's Close buttons (invoker commands).
    expect(controlsNeedingScript(staticOnly)).toEqual([]);
    expect([...staticOnly.querySelectorAll('button')].map((button) => button.getAttribute('command'))).toEqual(
      projects.flatMap(() => ['show-modal', 'close', 'close']),
    );
  });

  it("writes each case study's details in a dialog its 'View Case Study' opens with no script", async () => {
    const { staticOnly } = await renderHomeOnServer();
    const opener = staticOnly.querySelector('button[aria-label="View Case Study: Case study 2"]') as HTMLElement;
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = staticOnly.querySelector(`dialog[id="${opener.getAttribute('commandfor')}"]`) as HTMLElement;
    expect(dialog).not.toHaveAttribute('open');
    expect(dialog).toHaveAttribute('closedby', 'any');
    const title = dialog.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`);
    expect(title?.textContent).toBe('Case study 2');
    const project = projects[2];
    expect(dialog.querySelector(`[id="${dialog.getAttribute('aria-describedby')}"]`)?.textContent).toBe(
      project?.description,
    );
    expect([...dialog.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Impact',
      'Technologies',
    ]);
    for (const technology of project?.technologies ?? []) expect(dialog.textContent).toContain(technology);
    for (const close of dialog.querySelectorAll('button')) {
      expect(close.getAttribute('commandfor')).toBe(dialog.id);
      expect(close.getAttribute('command')).toBe('close');
    }
  });

  it('starts a longer list short, by a mark its "show all" removes (no script renders the grid)', async () => {
    const { page, islands } = await renderHomeOnServer();
    expect(page.querySelector('#services-grid')?.hasAttribute('data-collapsed')).toBe(true);
    const showAll = islands.find(({ module }) => module === 'ShowAllServices');
    expect(showAll?.html).toContain('aria-controls="services-grid"');
    // The page carries only the cards that show at some width: six of the seven services.
    expect(page.querySelectorAll('#services-grid [data-testid="service-card"]')).toHaveLength(6);
    // One testimonial shows at every width: nothing to show more of, so no mark.
    expect(page.querySelector('#testimonials-grid')?.hasAttribute('data-collapsed')).toBe(false);
  });

  it("gives a list whose read failed a 'Try again' that works on the static page", async () => {
    server.use(fails('/api/services', 500));
    const { islands, staticOnly } = await renderHomeOnServer();
    expect(islands).toContainEqual(
      expect.objectContaining({ module: 'LoadErrorReloading', props: { what: 'services' }, hydrate: 'visible' }),
    );
    expect(staticOnly.textContent).toContain('Why Work With Us');
  });
});
