import { SITE_ROUTES } from '@site/contracts';
import { render, screen } from '@testing-library/react';
import { standaloneRoutes } from './standalone-routes';

/** A stand-in page that shows its name and the props the route gave it. */
function pageNamed(name: string) {
  return (props: Record<string, string>) => <p>{`${name} ${JSON.stringify(props)}`}</p>;
}

describe("a section's standalone pages", () => {
  it('are the routes the route table gives the section, with their titles and props', () => {
    const routes = standaloneRoutes('products', {
      RiskManagerPage: pageNamed('risk'),
      ComplianceDocsPage: pageNamed('compliance'),
      PricingPage: pageNamed('pricing'),
      ResourcesPage: pageNamed('resources'),
      InfoPage: pageNamed('info'),
    });
    const productRoutes = SITE_ROUTES.filter((route) => route.parts.some((part) => part.section === 'products'));
    expect(routes.map((route) => route.path)).toEqual(['/', ...productRoutes.map((route) => route.path)]);
    const status = routes.find((route) => route.path === '/status');
    expect(status?.label).toBe(SITE_ROUTES.find((route) => route.path === '/status')?.title);
    render(<main>{status?.element}</main>);
    expect(screen.getByText('info {"topic":"status"}')).toBeInTheDocument();
  });

  it('keeps the home page for the sections that show part of it', () => {
    const routes = standaloneRoutes('forms', {
      ContactSection: pageNamed('contact'),
      DemoPage: pageNamed('demo'),
      FormSentPage: pageNamed('sent'),
    });
    expect(routes.map((route) => route.path)).toEqual(['/', '/contact/sent', '/demo', '/demo/booked']);
  });

  it('names a module the section forgot to pass', () => {
    expect(() => standaloneRoutes('apps', { AppsPage: pageNamed('apps') })).toThrow(
      'Section apps does not pass GetAppsPage, which /get-apps shows',
    );
  });
});
