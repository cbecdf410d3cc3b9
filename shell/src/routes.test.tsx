import { SITE_ROUTES, type SiteRoute } from '@site/contracts';
import { act, screen, within } from '@testing-library/react';
import { loadSectionModule } from './federation/load-section-module';
import { forgetSections } from './federation/section-cache';
import { renderShell } from './testing/render-shell';

jest.mock('./federation/load-section-module');

const loadMock = jest.mocked(loadSectionModule);

function fakeSection(section: string, module: string) {
  return (props: Record<string, string>) => (
    <p data-testid="section">
      {section}/{module}
      {Object.entries(props).map(([name, value]) => ` ${name}=${value}`)}
    </p>
  );
}

beforeEach(() => {
  forgetSections();
  loadMock.mockClear();
  loadMock.mockImplementation(async (section, module) => fakeSection(section, module));
});

describe('the route table', () => {
  it.each([
    ['/apps', 'apps/AppsPage'],
    ['/get-apps', 'apps/GetAppsPage'],
    ['/demo', 'forms/DemoPage'],
    ['/demo/booked', 'forms/FormSentPage form=demo'],
    ['/contact/sent', 'forms/FormSentPage form=contact'],
    ['/developers', 'developers/DirectoryPage'],
    ['/developer/abc', 'developers/ProfilePage'],
    ['/developer', 'developers/ProfilePage'],
    ['/pricing', 'products/PricingPage'],
    ['/resources', 'products/ResourcesPage'],
    ['/help-center', 'products/InfoPage topic=help-center'],
    ['/documentation', 'products/InfoPage topic=documentation'],
    ['/api-reference', 'products/InfoPage topic=api-reference'],
    ['/contact-support', 'products/InfoPage topic=contact-support'],
    ['/status', 'products/InfoPage topic=status'],
    ['/privacy-policy', 'products/InfoPage topic=privacy-policy'],
    ['/terms-of-service', 'products/InfoPage topic=terms-of-service'],
    ['/risk-manager', 'products/RiskManagerPage'],
    ['/compliance-docs', 'products/ComplianceDocsPage'],
  ])('%s shows %s', async (path, expected) => {
    renderShell(path);
    expect(await screen.findByTestId('section')).toHaveTextContent(expected);
  });

  it('composes / from the home page followed by the contact section', async () => {
    renderShell('/');
    const main = screen.getByRole('main');
    await within(main).findByText('forms/ContactSection');
    const parts = within(main)
      .getAllByTestId('section')
      .map((part) => part.textContent);
    expect(parts).toEqual(['home/HomePage', 'forms/ContactSection']);
  });

  it('loads the contact section only once the home page, which opens /, has loaded', async () => {
    let finishHome: () => void = () => undefined;
    loadMock.mockImplementation((section, module) =>
      section === 'home'
        ? new Promise((resolve) => {
            finishHome = () => resolve(fakeSection(section, module));
          })
        : Promise.resolve(fakeSection(section, module)),
    );
    renderShell('/');
    await screen.findByRole('progressbar', { name: 'Loading' });
    expect(loadMock.mock.calls.map(([section]) => section)).toEqual(['home']);
    finishHome();
    expect(await screen.findByText('forms/ContactSection')).toBeInTheDocument();
    expect(screen.getByText('home/HomePage')).toBeInTheDocument();
  });

  it('still shows the contact section when the home page cannot load', async () => {
    loadMock.mockImplementation(async (section, module) => {
      if (section === 'home') throw new Error('home is offline');
      return fakeSection(section, module);
    });
    renderShell('/');
    expect(await screen.findByText('forms/ContactSection')).toBeInTheDocument();
  });

  it('gives the next page a fresh section box after a section failed', async () => {
    loadMock.mockImplementation(async (section, module) => {
      if (section === 'developers') throw new Error('developers is offline');
      return fakeSection(section, module);
    });
    const { router } = renderShell('/developers');
    expect(await screen.findByTestId('section-fallback')).toBeInTheDocument();
    await act(() => router.navigate('/apps'));
    expect(await screen.findByText('apps/AppsPage')).toBeInTheDocument();
    expect(screen.queryByTestId('section-fallback')).not.toBeInTheDocument();
  });

  it('matches routes ignoring case', async () => {
    renderShell('/DEVELOPERS');
    expect(await screen.findByTestId('section')).toHaveTextContent('developers/DirectoryPage');
  });

  it('shows 404 Page Not Found for any other path', async () => {
    renderShell('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found | PowerAI Consulting');
  });

  it('gives every route its own title and description', () => {
    const titles = SITE_ROUTES.map((route) => route.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of SITE_ROUTES) expect(route.description.length).toBeGreaterThan(25);
  });

  it.each(SITE_ROUTES.filter((route) => route.parts[0]?.section === 'products').map((route) => route.path))(
    'sets the document title and meta description of %s from the route table',
    async (path) => {
      const route = SITE_ROUTES.find((candidate) => candidate.path === path) as SiteRoute;
      renderShell(path);
      await screen.findByTestId('section');
      expect(document.title).toBe(`${route.title} | PowerAI Consulting`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route.description);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
    },
  );
});
