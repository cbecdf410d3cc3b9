import { DEFAULT_SITE_ORIGIN, SITE_ROUTES } from '@site/contracts';

/** Where the site lives (SITE_ORIGIN), as the site server reads it. */
export const SITE_ORIGIN = (process.env.SITE_ORIGIN ?? DEFAULT_SITE_ORIGIN).replace(/\/$/, '');

/** sitemap.xml from the shell's route table: every page a search engine should know about. */
export function sitemapXml(origin: string = SITE_ORIGIN): string {
  const urls = SITE_ROUTES.filter((route) => route.inSitemap).map(
    (route) => `  <url><loc>${origin}${route.path === '/' ? '/' : route.path}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string = SITE_ORIGIN): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
