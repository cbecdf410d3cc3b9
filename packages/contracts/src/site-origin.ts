/**
 * Where the site lives in production, unless SITE_ORIGIN names another: canonical links, sitemap
 * entries and structured data name it, never the Host a request came with.
 */
export const DEFAULT_SITE_ORIGIN = 'https://www.powerai-consulting.co.uk';
