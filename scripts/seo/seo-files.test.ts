import { SITE_ROUTES } from '@site/contracts';
import { robotsTxt, sitemapXml } from './seo-files';

describe('SEO files', () => {
  it('lists every public route of the route table in the sitemap, and no route with a parameter', () => {
    const xml = sitemapXml('https://example.test');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain('https://example.test/');
    expect(locs).toContain('https://example.test/risk-manager');
    expect(locs).toHaveLength(SITE_ROUTES.filter((route) => route.inSitemap).length);
    expect(locs.some((loc) => loc?.includes(':'.concat('id')))).toBe(false);
  });

  it('points robots at the sitemap and keeps crawlers out of the API', () => {
    expect(robotsTxt('https://example.test')).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(robotsTxt('https://example.test')).toContain('Disallow: /api/');
  });
});
