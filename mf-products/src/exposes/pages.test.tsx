import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import { metaDescription } from '../testing/page-location';
import ComplianceDocsPage from './compliance-docs-page';
import InfoPage from './info-page';
import PricingPage from './pricing-page';
import ResourcesPage from './resources-page';
import RiskManagerPage from './risk-manager-page';

// Whole product pages in jsdom take seconds to render on a busy machine.

const PAGES = [
  ['Risk Manager', <RiskManagerPage key="risk" />],
  ['Compliance Document Management', <ComplianceDocsPage key="compliance" />],
  ['Pricing', <PricingPage key="pricing" />],
  ['Resources', <ResourcesPage key="resources" />],
  ['System Status', <InfoPage key="status" topic="status" />],
  ['Privacy Policy', <InfoPage key="privacy" topic="privacy-policy" />],
] as const;

describe('products section', () => {
  it.each(PAGES)('renders the %s page heading', (title, page) => {
    renderWithSite(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // The route table (@site/contracts) is the one owner of these pages' title and description: the
  // shell writes them, in the browser and in the server's HTML. A page that set its own would
  // silently override that text (it used to, with a second copy that had drifted).
  it.each(PAGES)('leaves the title and description of the %s page to the route table', (_title, page) => {
    document.title = 'The route table’s title';
    document.head.querySelector('meta[name="description"]')?.remove();
    renderWithSite(page);
    expect(document.title).toBe('The route table’s title');
    expect(metaDescription()).toBeNull();
  });
});
