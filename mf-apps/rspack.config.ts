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
  },
  islands: ISLANDS,
});
