import { createFederatedAppConfig } from '@site/section-build-kit';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'home',
  pageTitle: 'Section home (standalone)',
  exposes: {
    './HomePage': './src/exposes/home-page.tsx',
    // The islands of the static HomePage: what a visitor can act on.
    './ShowAllServices': './src/exposes/show-all-services-island.tsx',
    './ShowAllProjects': './src/exposes/show-all-projects-island.tsx',
    './ShowAllTestimonials': './src/exposes/show-all-testimonials-island.tsx',
    './LoadErrorReloading': './src/exposes/load-error-reloading-island.tsx',
  },
});
