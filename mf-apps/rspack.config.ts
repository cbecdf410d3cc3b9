import { createFederatedAppConfig } from '@site/section-build-kit';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'apps',
  pageTitle: 'Section apps (standalone)',
  exposes: {
    './AppsPage': './src/exposes/apps-page.tsx',
    './GetAppsPage': './src/exposes/get-apps-page.tsx',
    './AppsCatalogue': './src/exposes/apps-catalogue-island.tsx',
    './SolutionsList': './src/exposes/solutions-list-island.tsx',
  },
});
