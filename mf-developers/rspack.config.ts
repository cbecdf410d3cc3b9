import { createFederatedAppConfig } from '../scripts/rspack/create-rspack-config';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'developers',
  pageTitle: 'Section developers (standalone)',
  exposes: {
    './DirectoryPage': './src/exposes/directory-page.tsx',
    './ProfilePage': './src/exposes/profile-page.tsx',
  },
});
