import { createFederatedAppConfig } from '@site/section-build-kit';
import { ISLANDS } from './src/islands';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'forms',
  pageTitle: 'Section forms (standalone)',
  // Its pages (the route table names them); its islands come from src/islands.ts.
  exposes: {
    './ContactSection': './src/exposes/contact-section.tsx',
    './DemoPage': './src/exposes/demo-page.tsx',
    './FormSentPage': './src/exposes/form-sent-page.tsx',
    // QA's parts page (/_parts/forms): each part in its states; never on a visitor's page.
    './PartsPage': './src/exposes/parts-page.tsx',
  },
  islands: ISLANDS,
});
