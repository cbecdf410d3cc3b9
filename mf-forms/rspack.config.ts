import { createFederatedAppConfig } from '../scripts/rspack/create-rspack-config';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'forms',
  pageTitle: 'Section forms (standalone)',
  exposes: {
    './ContactSection': './src/exposes/contact-section.tsx',
    './DemoPage': './src/exposes/demo-page.tsx',
    './FormSentPage': './src/exposes/form-sent-page.tsx',
    // The islands of the static parts above: the forms themselves.
    './ContactForm': './src/exposes/contact-form-island.tsx',
    './DemoForm': './src/exposes/demo-form-island.tsx',
  },
});
