import { createFederatedAppConfig } from '../scripts/rspack/create-rspack-config';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'shell',
  pageTitle: 'PowerAI Consulting | Enterprise AI + Power Platform Solutions',
});
