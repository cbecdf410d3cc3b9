import { formatGbp, PRICES_GBP, PRODUCT_NAMES } from '@site/contracts';

export const RESOURCES_HERO = {
  eyebrow: 'Templates · Guides · Newsletter',
  title: 'Resources',
  lead: 'The templates and guides our consultants use on client projects: risk registers, solution designs, Power BI dashboards and governance kits, ready for your own tenant.',
} as const;

export interface ResourceTemplate {
  name: string;
  category: string;
  /** What the download contains. */
  format: string;
  description: string;
  /** Whole pounds, formatted with formatGbp. */
  priceGbp: number;
}

export const RESOURCE_TEMPLATES: readonly ResourceTemplate[] = [
  {
    name: 'Corporate Risk Register',
    category: 'Risk',
    format: 'Excel workbook and SharePoint list',
    description: 'A 5x5 scored register with risk appetite fields, owners, actions and a one-page board summary.',
    priceGbp: 195,
  },
  {
    name: 'Project RAID Log',
    category: 'Project delivery',
    format: 'Excel workbook and SharePoint list',
    description: 'Risks, assumptions, issues and dependencies on a 3x3 matrix, with a weekly status view.',
    priceGbp: 95,
  },
  {
    name: 'Power Apps Solution Design',
    category: 'Architecture',
    format: 'Word document',
    description: 'Sections for the data model, security roles, environments, ALM and connector usage, with examples.',
    priceGbp: 145,
  },
  {
    name: 'Power Automate Error Handling',
    category: 'Automation',
    format: 'Importable solution',
    description: 'Try, catch and finally scopes, retry policies and Teams alerts when a flow fails in production.',
    priceGbp: 125,
  },
  {
    name: 'Executive KPI Dashboard',
    category: 'Analytics',
    format: 'Power BI template (.pbit)',
    description: 'KPI cards, variance to target and drill-through pages, ready to connect to Dataverse or Excel.',
    priceGbp: 175,
  },
  {
    name: 'Policy and Procedure Pack',
    category: 'Compliance',
    format: 'Word templates',
    description: 'Policy, procedure and work instruction templates with controlled-document headers and review tables.',
    priceGbp: 150,
  },
  {
    name: 'DPIA Workbook',
    category: 'Data protection',
    format: 'Excel workbook',
    description: 'UK GDPR screening questions and a data protection impact assessment that follows ICO guidance.',
    priceGbp: 120,
  },
  {
    name: 'Power Platform Governance Kit',
    category: 'Governance',
    format: 'Word, Excel and PowerPoint',
    description:
      'Environment strategy, a DLP policy matrix and a maker onboarding checklist for your Centre of Excellence.',
    priceGbp: 245,
  },
];

export interface Guide {
  title: string;
  topic: string;
  summary: string;
  /** Between GUIDE_READ_TIME_MIN and GUIDE_READ_TIME_MAX. */
  readMinutes: number;
}

export const GUIDES: readonly Guide[] = [
  {
    title: 'Dataverse or SharePoint? Choosing a data source for your Power App',
    topic: 'Architecture',
    summary: 'Licensing, security, data volumes and relationships: the questions that decide it, with a scoring sheet.',
    readMinutes: 15,
  },
  {
    title: 'Designing a 5x5 risk matrix your board will trust',
    topic: 'Risk',
    summary:
      'Writing likelihood and impact scales people score consistently, and setting bands that match your appetite.',
    readMinutes: 18,
  },
  {
    title: 'An environment strategy for growing Power Platform teams',
    topic: 'Governance',
    summary: 'Default, developer, test and production environments, and the DLP policies that keep them apart.',
    readMinutes: 22,
  },
  {
    title: 'Approvals in Teams with Power Automate',
    topic: 'Automation',
    summary: 'Multi-stage approvals with Adaptive Cards, delegation when people are away, and an audit trail.',
    readMinutes: 14,
  },
  {
    title: 'Licensing Power Apps without surprises',
    topic: 'Licensing',
    summary:
      'Standard and premium connectors, per-app and per-user plans, and how to estimate the cost before you build.',
    readMinutes: 20,
  },
  {
    title: 'From spreadsheet to app: migrating a risk register',
    topic: 'Risk',
    summary: 'Cleaning the data, mapping columns, importing history and bringing risk owners along with the change.',
    readMinutes: 16,
  },
  {
    title: 'Adding AI Builder to a document process',
    topic: 'AI',
    summary:
      'Training a document processing model on invoices or forms, measuring its accuracy and handling exceptions.',
    readMinutes: 25,
  },
  {
    title: 'ISO 27001 document control with Microsoft 365',
    topic: 'Compliance',
    summary: 'What clause 7.5 asks for, and how SharePoint, Purview and Power Automate provide the evidence.',
    readMinutes: 12,
  },
];

export const RISK_MANAGER_PROMO = {
  title: `Outgrown the spreadsheet? Meet ${PRODUCT_NAMES.riskManager}`,
  text: `${PRODUCT_NAMES.riskManager} turns the register template into a Power App with 5x5 and 3x3 scoring, owners, reminders and Power BI heatmaps, from ${formatGbp(Math.min(PRICES_GBP.riskRegisterSharePoint, PRICES_GBP.riskRegisterDataverse))}.`,
} as const;

export const SUBSCRIBE_PROMPT = {
  title: 'New templates and guides, once a month',
  text: 'One e-mail a month with a new guide and what changed in Power Platform that month. Leave your details in the contact form, tick the newsletter box, and unsubscribe whenever you like.',
} as const;
