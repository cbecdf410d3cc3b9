/**
 * Where the site lives in production (SITE_ORIGIN): canonical links, sitemap entries and
 * structured data name it, never the Host a request came with.
 */
export const SITE_ORIGIN = (process.env.SITE_ORIGIN ?? 'https://www.powerai-consulting.co.uk').replace(/\/$/, '');
