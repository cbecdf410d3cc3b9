import { mountStandaloneSection } from '@site/platform';
import ComplianceDocsPage from './exposes/compliance-docs-page';
import InfoPage from './exposes/info-page';
import PricingPage from './exposes/pricing-page';
import ResourcesPage from './exposes/resources-page';
import RiskManagerPage from './exposes/risk-manager-page';

mountStandaloneSection('products', { ComplianceDocsPage, InfoPage, PricingPage, ResourcesPage, RiskManagerPage });
