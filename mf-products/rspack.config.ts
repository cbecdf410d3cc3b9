import { createFederatedAppConfig } from '@site/section-build-kit';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'products',
  pageTitle: 'Section products (standalone)',
  exposes: {
    './RiskManagerPage': './src/exposes/risk-manager-page.tsx',
    './ComplianceDocsPage': './src/exposes/compliance-docs-page.tsx',
    './PricingPage': './src/exposes/pricing-page.tsx',
    './ResourcesPage': './src/exposes/resources-page.tsx',
    './InfoPage': './src/exposes/info-page.tsx',
  },
});
