import { createFederatedAppConfig } from '../scripts/rspack/create-rspack-config';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'home',
  pageTitle: 'Section home (standalone)',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
  },
});
