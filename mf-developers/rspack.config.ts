import { createFederatedAppConfig } from '@site/section-build-kit';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'developers',
  pageTitle: 'Section developers (standalone)',
  exposes: {
    './DirectoryPage': './src/exposes/directory-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
    // Islands: the parts of those pages a visitor acts on, each hydrated alone.
    './ProfileTabPanel': './src/exposes/profile-tab-panel-island.tsx',
    './ProfileLoader': './src/exposes/profile-loader-island.tsx',
  },
});
