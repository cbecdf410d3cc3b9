import { createFederatedAppConfig } from '@site/section-build-kit';
import { robotsTxt, sitemapXml } from '../scripts/seo/seo-files';

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'shell',
  pageTitle: 'PowerAI Consulting | Enterprise AI + Power Platform Solutions',
  files: { 'sitemap.xml': sitemapXml(), 'robots.txt': robotsTxt() },
});
