import { createFederatedAppConfig } from '@site/section-build-kit';
import { ISLANDS } from './src/islands';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'home',
  pageTitle: 'Section home (standalone)',
  // Its pages (the route table names them); its islands come from src/islands.ts.
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    // QA's parts page (/_parts/home): each part in its states; never on a visitor's page.
    './PartsPage': './src/exposes/parts-page.tsx',
  },
  islands: ISLANDS,
});
