import {
  CONSULTANCY_EMAIL,
  CONTACT_RESPONSE_PROMISE_HOURS,
  GUIDE_READ_TIME_MAX,
  GUIDE_READ_TIME_MIN,
  PRICES_GBP,
} from '../constants';
import { FORM_POSTS, FORM_SENT_TEXTS } from '../form-posts';
import { formatGbp } from '../format';
import { PRODUCT_NAMES } from '../products';
import {
  CONTACT_INTENT_PAGE_PARAMETERS,
  DIRECTORY_PAGE_PARAMETERS,
  type PageParameter,
  PROFILE_PAGE_PARAMETERS,
} from './page-parameters';
import type { SectionName } from './sections';

/** A piece of a page: a module a section exposes, with the props the route gives it. */
export interface SectionPart {
  section: SectionName;
  module: string;
  props?: Record<string, string>;
}

export interface SiteRoute {
  path: string;
  /**
   * The page's title and meta description: the one place they are written. The shell sets them
   * for every page (in the browser and in the server's HTML); a part refines them only where they
   * depend on data (a developer's profile names the developer).
   */
  title: string;
  description: string;
  parts: readonly SectionPart[];
  /** Listed in sitemap.xml (pages that only make sense with an id are not). */
  inSitemap: boolean;
  /**
   * The query parameters the page reads, with their defaults (none: it reads none). Every other
   * parameter is dropped before the page is rendered or looked up (page-address.ts).
   */
  parameters?: readonly PageParameter[];
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
    parameters: CONTACT_INTENT_PAGE_PARAMETERS,
  },
  {
    path: FORM_POSTS.contact.confirmation,
    title: FORM_SENT_TEXTS.contact.title,
    description: `Your message has reached our consultants; they reply within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`,
    parts: [{ section: 'forms', module: 'FormSentPage', props: { form: 'contact' } }],
    inSitemap: false,
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
  // The confirmation a form posted without JavaScript is redirected to (303): the spec's words, and
  // nothing of the visitor, so it is cached like any page. It reads no query parameters.
  {
    path: FORM_POSTS.demo.confirmation,
    title: FORM_SENT_TEXTS.demo.title,
    description: `Your demo booking has reached our consultants; they confirm the session within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`,
    parts: [{ section: 'forms', module: 'FormSentPage', props: { form: 'demo' } }],
    inSitemap: false,
  },
  {
    path: '/developers',
    title: 'Find Developers',
    description:
      'Browse certified Power Platform and AI developers by skill, rating, rate and experience, and check their availability.',
    parts: [{ section: 'developers', module: 'DirectoryPage' }],
    inSitemap: true,
    parameters: DIRECTORY_PAGE_PARAMETERS,
  },
  {
    path: '/developer/:id?',
    title: 'Developer Profile',
    description: 'A certified Power Platform developer: skills, certifications, projects and client testimonials.',
    parts: [{ section: 'developers', module: 'ProfilePage' }],
    inSitemap: false,
    parameters: PROFILE_PAGE_PARAMETERS,
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description: `How we price Power Platform projects: scope, users and integrations, timeline and support. Published prices for ${PRODUCT_NAMES.riskManager} and ${PRODUCT_NAMES.complianceDocs}.`,
    parts: [{ section: 'products', module: 'PricingPage' }],
    inSitemap: true,
  },
  {
    path: '/resources',
    title: 'Resources: Power Platform Templates and Guides',
    description: `Ready-to-use Power Platform templates (risk registers, Power BI dashboards, governance kits) and practical guides from our consultants, ${GUIDE_READ_TIME_MIN} to ${GUIDE_READ_TIME_MAX} minutes each.`,
    parts: [{ section: 'products', module: 'ResourcesPage' }],
    inSitemap: true,
  },
  infoRoute(
    '/help-center',
    'Help Center',
    'help-center',
    'The PowerAI Consulting Help Center is coming soon. Until then, e-mail our consultants or use the contact form for help with our apps and services.',
  ),
  infoRoute(
    '/documentation',
    'Documentation',
    'documentation',
    `Product documentation for ${PRODUCT_NAMES.riskManager} and ${PRODUCT_NAMES.complianceDocs} is coming soon: installation, administration and user guides.`,
  ),
  infoRoute(
    '/api-reference',
    'API Reference',
    'api-reference',
    'An API reference for integrating with our Power Platform apps is coming soon; they are reachable today through the Dataverse Web API and Power Automate.',
  ),
  infoRoute(
    '/contact-support',
    'Contact Support',
    'contact-support',
    `A support portal is coming soon. Until then, e-mail ${CONSULTANCY_EMAIL} or use the contact form and a consultant replies within ${CONTACT_RESPONSE_PROMISE_HOURS} hours.`,
  ),
  infoRoute(
    '/status',
    'System Status',
    'status',
    'Current status of the PowerAI Consulting website, consulting services and support system. A live status page is coming soon.',
  ),
  infoRoute(
    '/privacy-policy',
    'Privacy Policy',
    'privacy-policy',
    'A summary of how PowerAI Consulting collects, uses and protects your personal data under UK GDPR and the Data Protection Act 2018.',
  ),
  infoRoute(
    '/terms-of-service',
    'Terms of Service',
    'terms-of-service',
    'A summary of the terms for using the PowerAI Consulting website, its prices, templates and guides, under the law of England and Wales.',
  ),
  {
    path: '/risk-manager',
    title: `${PRODUCT_NAMES.riskManager}: Power Platform Risk Register`,
    description: `${PRODUCT_NAMES.riskManager} for Microsoft 365: a Power Apps risk register with 5x5 and 3x3 scoring, six templates and Power BI heatmaps. Dataverse edition ${formatGbp(PRICES_GBP.riskRegisterDataverse)}, SharePoint edition ${formatGbp(PRICES_GBP.riskRegisterSharePoint)}.`,
    parts: [{ section: 'products', module: 'RiskManagerPage' }],
    inSitemap: true,
  },
  {
    path: '/compliance-docs',
    title: `${PRODUCT_NAMES.complianceDocs} on Power Platform`,
    description: `Policies and controlled documents on Microsoft 365: a 7-step lifecycle from draft to retirement, approvals, read receipts and audit trails. Dataverse edition ${formatGbp(PRICES_GBP.complianceDocsDataverse)}, SharePoint edition ${formatGbp(PRICES_GBP.complianceDocsSharePoint)}.`,
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
