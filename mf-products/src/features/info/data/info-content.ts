import {
  CONSULTANCY_EMAIL,
  CONTACT_RESPONSE_PROMISE_HOURS,
  formatGbp,
  LEAD_RETENTION_DAYS,
  PRICES_EXCLUDE_NOTE,
  PRICES_GBP,
  SITE_MEASUREMENT_NOTICE,
} from '@site/contracts';

export const INFO_TOPICS = [
  'help-center',
  'documentation',
  'api-reference',
  'contact-support',
  'status',
  'privacy-policy',
  'terms-of-service',
] as const;

export type InfoTopic = (typeof INFO_TOPICS)[number];

export function isInfoTopic(value: unknown): value is InfoTopic {
  return typeof value === 'string' && (INFO_TOPICS as readonly string[]).includes(value);
}

/** A link to another page of the site that helps in the meantime. */
export interface RelatedLink {
  label: string;
  to: string;
}

interface InfoPageBase {
  /** The page's h1. */
  title: string;
  lead: string;
}

/** A page that is not there yet: what it will hold, and what to do until then. */
export interface ComingSoonPage extends InfoPageBase {
  kind: 'coming-soon';
  plannedHeading: string;
  planned: readonly string[];
  related: readonly RelatedLink[];
}

/** The status page: each service the consultancy runs and its state. */
export interface StatusPage extends InfoPageBase {
  kind: 'status';
  services: readonly { name: string; description: string; status: 'Operational' }[];
}

/** A legal page shown as a summary until the full text is published. */
export interface PolicyPage extends InfoPageBase {
  kind: 'policy';
  summaryNotice: string;
  /** One h2 each. */
  parts: readonly { heading: string; paragraphs: readonly string[] }[];
}

export type InfoPageContent = ComingSoonPage | StatusPage | PolicyPage;

export const EMAIL_HELP = `E-mail ${CONSULTANCY_EMAIL} or use the contact form: a consultant replies within ${CONTACT_RESPONSE_PROMISE_HOURS} hours on working days.`;

export const INFO_PAGES: Record<InfoTopic, InfoPageContent> = {
  'help-center': {
    kind: 'coming-soon',
    title: 'Help Center',
    lead: 'Our Help Center is coming soon. It will answer the questions clients ask most about our apps, projects and support.',
    plannedHeading: 'What the Help Center will cover',
    planned: [
      'Getting started with Risk Manager and Compliance Document Management',
      'Adding users and assigning security roles',
      'Power Platform licensing questions, answered plainly',
      'Raising and following a support request',
    ],
    related: [
      { label: 'Risk Manager', to: '/risk-manager' },
      { label: 'Compliance Document Management', to: '/compliance-docs' },
      { label: 'Resources', to: '/resources' },
    ],
  },
  documentation: {
    kind: 'coming-soon',
    title: 'Documentation',
    lead: 'Product documentation is coming soon. Clients already receive installation and administrator guides with every installation day.',
    plannedHeading: 'What the documentation will include',
    planned: [
      'Installation guides for the Dataverse and SharePoint editions',
      'Administrator guides: matrices, categories, review cycles and templates',
      'User guides for Microsoft Teams, the browser and mobile',
      'Release notes for every version',
    ],
    related: [
      { label: 'Risk Manager', to: '/risk-manager' },
      { label: 'Compliance Document Management', to: '/compliance-docs' },
    ],
  },
  'api-reference': {
    kind: 'coming-soon',
    title: 'API Reference',
    lead: 'An API reference is coming soon. Our apps are built on Dataverse and SharePoint, so you can already integrate with them through the Dataverse Web API, Microsoft Graph and Power Automate connectors.',
    plannedHeading: 'What the reference will document',
    planned: [
      'Tables and columns of the Dataverse editions',
      'Authenticating with a Microsoft Entra ID app registration',
      'Sample Power Automate flows for common integrations',
      'Events you can subscribe to when a risk or document changes',
    ],
    related: [{ label: 'Book a demo', to: '/demo' }],
  },
  'contact-support': {
    kind: 'coming-soon',
    title: 'Contact Support',
    lead: 'A support portal is coming soon. Until then our consultants handle every support request themselves.',
    plannedHeading: 'To help us help you quickly, please include',
    planned: [
      'Your organisation and the app you are using',
      'What you were doing when the problem happened',
      'Any error message, or a screenshot of it',
      'How many people are affected',
    ],
    related: [{ label: 'System Status', to: '/status' }],
  },
  status: {
    kind: 'status',
    title: 'System Status',
    lead: 'A live status page with incident history is coming soon. Here is the current state of our services.',
    services: [
      { name: 'Website', description: 'This site, its pages and the contact and demo forms.', status: 'Operational' },
      {
        name: 'Consulting Services',
        description: 'Project delivery, installation days and workshops.',
        status: 'Operational',
      },
      {
        name: 'Support System',
        description: 'Support requests by e-mail and the contact form.',
        status: 'Operational',
      },
    ],
  },
  'privacy-policy': {
    kind: 'policy',
    title: 'Privacy Policy',
    lead: 'How we collect, use and protect the personal data you share with us.',
    summaryNotice:
      'This is a summary. Our full privacy policy is being finalised and will replace this page; the summary already reflects how we handle your data.',
    parts: [
      {
        heading: 'Who we are',
        paragraphs: [
          `PowerAI Consulting is the controller of the personal data collected through this website. Write to ${CONSULTANCY_EMAIL} with any question about your data.`,
        ],
      },
      {
        heading: 'What we collect',
        paragraphs: [
          'When you send the contact or demo form: your name, e-mail address, company, the service you are interested in, your project description and whether you want our newsletter.',
          'If you tick the newsletter box, we also record when you ticked it and the exact wording you were shown, as the record of your consent.',
          'We use no advertising or analytics cookies. Your light or dark theme choice is kept in your own browser and never sent to us.',
        ],
      },
      {
        heading: 'Page speed and errors',
        paragraphs: SITE_MEASUREMENT_NOTICE,
      },
      {
        heading: 'Why we use it, and our lawful basis',
        paragraphs: [
          'To answer your enquiry and prepare a proposal: our legitimate interest in replying to you, or steps you asked for before a contract.',
          'To send the newsletter, only if you ticked the box: your consent, which you can withdraw at any time.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          `We delete every enquiry sent through this website, and the record of its delivery to our team, ${LEAD_RETENTION_DAYS} days after you send it, or sooner if you ask us to.`,
          'Once you become a client, client records are kept for as long as UK law requires, typically six years for tax records.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Only the hosting and Microsoft 365 providers that run our systems, acting as processors under contract: your enquiry reaches our team by e-mail and in Microsoft Teams. We never sell personal data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under UK GDPR you can ask to see, correct or delete your data, object to or restrict how we use it, and receive a copy to take elsewhere. We reply within one month.',
          `To have everything you sent us deleted, or to receive a copy of it, e-mail ${CONSULTANCY_EMAIL} from the address you used.`,
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          'If you are unhappy with how we have handled your data, please tell us first. You can also complain to the Information Commissioner’s Office (ICO), the UK regulator, at ico.org.uk.',
        ],
      },
    ],
  },
  'terms-of-service': {
    kind: 'policy',
    title: 'Terms of Service',
    lead: 'The terms that apply when you use this website and its resources.',
    summaryNotice:
      'This is a summary. Our full terms of service are being finalised and will replace this page. Project work is always governed by the agreement we sign with each client.',
    parts: [
      {
        heading: 'About these terms',
        paragraphs: [
          'These terms cover your use of the PowerAI Consulting website. Consulting projects and product installations are governed by the separate statement of work and agreement signed with each client.',
        ],
      },
      {
        heading: 'Using this site',
        paragraphs: [
          'You may browse the site, share links to it and use published resources within your organisation. Please do not try to disrupt the site, or send content that is unlawful or not yours to share.',
        ],
      },
      {
        heading: 'Prices and quotes',
        paragraphs: [
          `Prices are in pounds sterling; installation days are ${formatGbp(PRICES_GBP.installationDay)} per consultant day. ${PRICES_EXCLUDE_NOTE} A quote is binding only once confirmed in writing.`,
        ],
      },
      {
        heading: 'Templates and guides',
        paragraphs: [
          'Templates you buy are licensed for use inside your organisation. They may not be resold or republished.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The content, designs and templates on this site belong to PowerAI Consulting unless stated otherwise. Microsoft, Power Platform, Power Apps, Power Automate, Power BI and Power Pages are trademarks of the Microsoft group of companies.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'We take care to keep the site accurate, but its content is general information, not advice for your circumstances. Nothing in these terms limits liability that cannot be limited under the law of England and Wales.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: ['These terms are governed by the law of England and Wales, and its courts have jurisdiction.'],
      },
    ],
  },
};
