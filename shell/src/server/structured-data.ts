import type { Organization, WithContext } from 'schema-dts';

/** The consultancy, as schema.org describes an organisation: on every page. */
export function organizationData(siteOrigin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'PowerAI Consulting',
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}/favicon.svg`,
    description:
      'A consultancy for AI and Microsoft Power Platform solutions: Power Apps, Power Automate, Power BI and Power Pages, and pre-built AI-enhanced apps.',
    email: 'hello@powerai-consulting.co.uk',
    areaServed: 'GB',
  };
}
