import { readFileSync } from 'node:fs';
import { SHELL_INLINE_SCRIPTS } from '@site/contracts';
import { createFederatedAppConfig } from '@site/section-build-kit';
import { robotsTxt, sitemapXml } from '../scripts/seo/seo-files';

/**
 * The page runtime's built inline scripts, in the shell's build folder: the site server reads
 * them to refuse a page carrying any other (built first by `npm run build`; the dev server's pages
 * are rendered in the browser and carry none).
 */
function inlineScriptsManifest(): Record<string, string> {
  if (process.env.NODE_ENV !== 'production' && !process.argv.includes('production')) return {};
  const manifest = require
    .resolve('@site/page-runtime/package.json')
    .replace(/package\.json$/, 'dist/inline-scripts.json');
  return { [SHELL_INLINE_SCRIPTS]: readFileSync(manifest, 'utf8') };
}

export default createFederatedAppConfig({
  dir: __dirname,
  federationName: 'shell',
  pageTitle: 'PowerAI Consulting | Enterprise AI + Power Platform Solutions',
  files: { 'sitemap.xml': sitemapXml(), 'robots.txt': robotsTxt(), ...inlineScriptsManifest() },
});
