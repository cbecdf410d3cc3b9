import type { SectionName } from './sections';

/** A piece of a page: a module a section exposes, with the props the route gives it. */
export interface SectionPart {
  section: SectionName;
  module: string;
  props?: Record<string, string>;
}

export interface SiteRoute {
  path: string;
  title: string;
  description: string;
  parts: readonly SectionPart[];
  /** Listed in sitemap.xml (pages that only make sense with an id are not). */
  inSitemap: boolean;
}

/**
 * The site's route table (spec section 2), as data: the shell routes by it, the renderer renders
 * by it, the gateway and nginx answer 404 by it, sitemap.xml lists it. Matching ignores case
 * (React Router's default); any other path is the shell's 404 page.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Enterprise AI + Power Platform Solutions',
    description:
      'Certified Power Platform consultants building AI-augmented Power Apps, Power Automate flows, Power BI dashboards and Power Pages portals with measurable ROI.',
    parts: [
      { section: 'home', module: 'HomePage' },
      { section: 'forms', module: 'ContactSection' },
    ],
    inSitemap: true,
  },
  {
    path: '/apps',
    title: 'All Apps',
    description:
      'Pre-built, AI-enhanced Power Platform apps for risk, compliance, HR, finance, sales, customer portals and mediation.',
    parts: [{ section: 'apps', module: 'AppsPage' }],
    inSitemap: true,
  },
  {
    path: '/get-apps',
    title: 'Get Apps',
    description: 'Start your Power Platform project or book a demo of our ready-to-deploy business apps.',
    parts: [{ section: 'apps', module: 'GetAppsPage' }],
    inSitemap: true,
  },
  {
    path: '/demo',
    title: 'Book a Demo',
    description: 'Book a 45-60 minute demo of our AI and Power Platform solutions, tailored to your organisation.',
    parts: [{ section: 'forms', module: 'DemoPage' }],
    inSitemap: true,
  },
  {
    path: '/developers',
    title: 'Find Developers',
    description:
      'Browse certified Power Platform and AI developers by skill, rating, rate and experience, and check their availability.',
    parts: [{ section: 'developers', module: 'DirectoryPage' }],
    inSitemap: true,
  },
  {
    path: '/developer/:id?',
    title: 'Developer Profile',
    description: 'A certified Power Platform developer: skills, certifications, projects and client testimonials.',
    parts: [{ section: 'developers', module: 'ProfilePage' }],
    inSitemap: false,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description: 'How we price Power Platform projects: scope, users and integrations, timeline and support.',
    parts: [{ section: 'products', module: 'PricingPage' }],
    inSitemap: true,
  },
  {
    path: '/resources',
    title: 'Resources',
    description: 'Power Platform templates and in-depth guides from our consultants, plus the Risk Manager app.',
    parts: [{ section: 'products', module: 'ResourcesPage' }],
    inSitemap: true,
  },
  infoRoute('/help-center', 'Help Center', 'help-center', 'Answers to common questions about our apps and services.'),
  infoRoute('/documentation', 'Documentation', 'documentation', 'Product documentation for our Power Platform apps.'),
  infoRoute('/api-reference', 'API Reference', 'api-reference', 'Reference for integrating with our apps and APIs.'),
  infoRoute('/contact-support', 'Contact Support', 'contact-support', 'How to reach our support team.'),
  infoRoute('/status', 'System Status', 'status', 'Current status of our website, consulting services and support.'),
  infoRoute('/privacy-policy', 'Privacy Policy', 'privacy-policy', 'How we collect, use and protect your data.'),
  infoRoute('/terms-of-service', 'Terms of Service', 'terms-of-service', 'The terms that govern the use of this site.'),
  {
    path: '/risk-manager',
    title: 'Risk Manager',
    description:
      'Risk Manager for Microsoft 365: a Power Platform risk register with 5x5 and 3x3 scoring, templates and Dataverse or SharePoint editions.',
    parts: [{ section: 'products', module: 'RiskManagerPage' }],
    inSitemap: true,
  },
  {
    path: '/compliance-docs',
    title: 'Compliance Document Management',
    description:
      'Compliance document management on Power Platform: a 7-step lifecycle from draft to retirement, with audit trails and approvals.',
    parts: [{ section: 'products', module: 'ComplianceDocsPage' }],
    inSitemap: true,
  },
];

function infoRoute(path: string, title: string, topic: string, description: string): SiteRoute {
  return {
    path,
    title,
    description,
    parts: [{ section: 'products', module: 'InfoPage', props: { topic } }],
    inSitemap: true,
  };
}

export const NOT_FOUND_TITLE = '404 Page Not Found';
