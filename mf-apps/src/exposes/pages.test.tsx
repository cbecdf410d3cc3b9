import { HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import { isStaticPart } from '@site/platform';
import { fails, renderWithSite, serviceHandlers, setupSiteServer } from '@site/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { controlsNeedingScript, serverPageOf, staticHtmlOf, storeAfterServicesRead } from '../testing/server-page';
import { SERVICES } from '../testing/services';
import AppsPage from './apps-page';
import GetAppsPage from './get-apps-page';

const server = setupSiteServer(...serviceHandlers(SERVICES));

function headingLevels(): number[] {
  return screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
}

/** Headings never skip a level on the way down (h1 then h2, never h1 then h3). */
function skipsALevel(levels: number[]): boolean {
  return levels.some((level, index) => index > 0 && level > (levels[index - 1] ?? 0) + 1);
}

describe('/apps', () => {
  it('has one h1, then a card per app with its category, rating, features and both actions', async () => {
    const { router } = renderWithSite(<AppsPage />, { route: '/apps' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Apps' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Invoice & Expense Tracker' });
    expect(within(card).getByText('Finance')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('AI Builder invoice and receipt extraction')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(SERVICES.length);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(skipsALevel(headingLevels())).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Contact Us' }));
    expect(router.state.location).toMatchObject({ pathname: '/', hash: `#${HOME_ANCHORS.contact}` });
  });

  it('keeps its heading when the list cannot be read, and offers a retry', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderWithSite(<AppsPage />, { route: '/apps' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Risk Manager' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Apps' })).toBeInTheDocument();
  });
});

describe('/get-apps', () => {
  it('shows the hero, four benefits, the solutions grid and the closing call to action, in that order', async () => {
    renderWithSite(<GetAppsPage />, { route: '/get-apps' });
    await screen.findByRole('article', { name: 'Customer Portal' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Why Organisations Choose Our Apps',
      'Solutions Ready to Deploy',
      'Ready to Put Your First App Live?',
    ]);
    expect(skipsALevel(headingLevels())).toBe(false);
    expect(screen.getByRole('button', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      homeAnchorHref(HOME_ANCHORS.contact),
    );
    expect(screen.getByRole('link', { name: 'Book Demo' })).toHaveAttribute('href', '/demo');
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(SERVICES.length);
  });

  it('keeps the rest of the page when the solutions cannot be read, and offers a retry', async () => {
    server.use(fails('/api/services', 503, { once: true }));
    renderWithSite(<GetAppsPage />, { route: '/get-apps' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('button', { name: 'Start Your Project' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Put Your First App Live?' })).toBeInTheDocument();
    await userEvent.click(retry);
    expect(await screen.findAllByRole('button', { name: 'Get Started' })).toHaveLength(SERVICES.length);
  });
});

describe('/apps on the server', () => {
  it('is static, with no island, when the server read the list: every card and its links are in the HTML', async () => {
    expect(isStaticPart(AppsPage)).toBe(true);
    const { page, islands } = serverPageOf(<AppsPage />, '/apps', await storeAfterServicesRead());
    expect(islands).toEqual([]);
    expect(controlsNeedingScript(page)).toEqual([]);
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['All Apps']);
    expect([...page.querySelectorAll('article h2')].map((heading) => heading.textContent)).toEqual(
      SERVICES.map((service) => service.name),
    );
    for (const feature of SERVICES.flatMap((service) => service.features)) expect(page.textContent).toContain(feature);
    const contacts = [...page.querySelectorAll('a[role="button"]')].filter((link) => link.textContent === 'Contact Us');
    expect(contacts.map((link) => new URL(link.getAttribute('href') ?? '', 'https://x.test').hash)).toEqual(
      Array(SERVICES.length).fill(`#${HOME_ANCHORS.contact}`),
    );
    const demos = [...page.querySelectorAll('a')].filter((link) => link.textContent === 'Demo');
    expect(demos.map((link) => link.getAttribute('href'))).toEqual(Array(SERVICES.length).fill('/demo'));
  });

  it('makes the catalogue an island, at load, where the read failed: its retry works in the browser', async () => {
    server.use(fails('/api/services', 503));
    const { page, islands } = serverPageOf(<AppsPage />, '/apps', await storeAfterServicesRead());
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'AppsCatalogue', props: {}, hydrate: 'load' },
    ]);
    expect(islands[0]?.html).toContain('Try again');
    expect(controlsNeedingScript(page)).toEqual([]);
    expect(staticHtmlOf(page).querySelector('h1')).toHaveTextContent('All Apps');
  });
});

describe('/get-apps on the server', () => {
  it('is static, with no island, when the server read the list: hero, benefits, solutions and prices in the HTML', async () => {
    expect(isStaticPart(GetAppsPage)).toBe(true);
    const { page, islands } = serverPageOf(<GetAppsPage />, '/get-apps', await storeAfterServicesRead());
    expect(islands).toEqual([]);
    expect(controlsNeedingScript(page)).toEqual([]);
    expect([...page.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual([
      'AI-Powered Business Apps, Live in Your Microsoft 365 in Weeks',
    ]);
    expect([...page.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
      'Why Organisations Choose Our Apps',
      'Solutions Ready to Deploy',
      'Ready to Put Your First App Live?',
    ]);
    expect(page.textContent).toContain('£6,000 to £15,000');
    const start = [...page.querySelectorAll('a[role="button"]')].find(
      (link) => link.textContent === 'Start Your Project',
    );
    expect(start).toHaveAttribute('href', homeAnchorHref(HOME_ANCHORS.contact));
    const getStarted = [...page.querySelectorAll('a[role="button"]')].filter(
      (link) => link.textContent === 'Get Started',
    );
    expect(getStarted).toHaveLength(SERVICES.length);
  });

  it('makes only the solutions an island, when near, where the read failed; the rest stays static', async () => {
    server.use(fails('/api/services', 503));
    const { page, islands } = serverPageOf(<GetAppsPage />, '/get-apps', await storeAfterServicesRead());
    expect(islands.map(({ module, props, hydrate }) => ({ module, props, hydrate }))).toEqual([
      { module: 'SolutionsList', props: {}, hydrate: 'visible' },
    ]);
    expect(islands[0]?.html).toContain('Try again');
    expect(controlsNeedingScript(page)).toEqual([]);
    const outside = staticHtmlOf(page);
    expect(outside.textContent).toContain('Solutions Ready to Deploy');
    expect(outside.textContent).toContain('Ready to Put Your First App Live?');
  });
});
