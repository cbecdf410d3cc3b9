import { StandaloneSection } from '@site/platform';
import { createRoot } from 'react-dom/client';
import ComplianceDocsPage from './exposes/compliance-docs-page';
import InfoPage from './exposes/info-page';
import PricingPage from './exposes/pricing-page';
import ResourcesPage from './exposes/resources-page';
import RiskManagerPage from './exposes/risk-manager-page';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StandaloneSection
    sectionName="products"
    routes={[
      { path: '/risk-manager', label: 'Risk Manager', element: <RiskManagerPage /> },
      { path: '/compliance-docs', label: 'Compliance Document Management', element: <ComplianceDocsPage /> },
      { path: '/pricing', label: 'Pricing', element: <PricingPage /> },
      { path: '/resources', label: 'Resources', element: <ResourcesPage /> },
      { path: '/help-center', label: 'Help Center', element: <InfoPage topic="help-center" /> },
      { path: '/status', label: 'Status', element: <InfoPage topic="status" /> },
    ]}
  />,
);
