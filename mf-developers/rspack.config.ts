import { createFederatedAppConfig } from '@site/section-build-kit';
import { ISLANDS } from './src/islands';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'developers',
  pageTitle: 'Section developers (standalone)',
  // Its pages (the route table names them); its islands come from src/islands.ts.
  exposes: {
    './DirectoryPage': './src/exposes/directory-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    // QA's parts page (/_parts/developers): each part in its states; never on a visitor's page.
    './PartsPage': './src/exposes/parts-page.tsx',
  },
  islands: ISLANDS,
});
