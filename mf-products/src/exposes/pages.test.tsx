import { renderWithSite } from '@site/platform/testing';
import { screen } from '@testing-library/react';
import ComplianceDocsPage from './compliance-docs-page';
import InfoPage from './info-page';
import PricingPage from './pricing-page';
import ResourcesPage from './resources-page';
import RiskManagerPage from './risk-manager-page';

// Whole product pages in jsdom take seconds to render on a busy machine.

describe('products section', () => {
  it.each([
    ['Risk Manager', <RiskManagerPage key="risk" />],
    ['Compliance Document Management', <ComplianceDocsPage key="compliance" />],
    ['Pricing', <PricingPage key="pricing" />],
    ['Resources', <ResourcesPage key="resources" />],
    ['System Status', <InfoPage key="status" topic="status" />],
  ])('renders the %s page heading', (title, page) => {
    renderWithSite(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
