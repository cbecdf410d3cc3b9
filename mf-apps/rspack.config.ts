import { createFederatedAppConfig } from '@site/section-build-kit';
import { ISLANDS } from './src/islands';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'apps',
  pageTitle: 'Section apps (standalone)',
  // Its pages (the route table names them); its islands come from src/islands.ts.
  exposes: {
    './AppsPage': './src/exposes/apps-page.tsx',
    './GetAppsPage': './src/exposes/get-apps-page.tsx',
    // QA's parts page (/_parts/apps): each part in its states; never on a visitor's page.
    './PartsPage': './src/exposes/parts-page.tsx',
  },
  islands: ISLANDS,
});
