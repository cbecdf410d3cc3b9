import { createFederatedAppConfig } from '@site/section-build-kit';
import { ISLANDS } from './src/islands';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'products',
  pageTitle: 'Section products (standalone)',
  // Its pages (the route table names them); its islands come from src/islands.ts.
  exposes: {
    './RiskManagerPage': './src/exposes/risk-manager-page.tsx',
    './ComplianceDocsPage': './src/exposes/compliance-docs-page.tsx',
    './PricingPage': './src/exposes/pricing-page.tsx',
    './ResourcesPage': './src/exposes/resources-page.tsx',
    './InfoPage': './src/exposes/info-page.tsx',
    // QA's parts page (/_parts/products): each part in its states; never on a visitor's page.
    './PartsPage': './src/exposes/parts-page.tsx',
  },
  islands: ISLANDS,
});
