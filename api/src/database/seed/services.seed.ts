import { PRICES_GBP, PRODUCT_NAMES, type Service } from '@site/contracts';

export type ServiceSeed = Omit<Service, 'id'>;

/** The pre-built, AI-enhanced apps the consultancy sells (spec section 1). */
export const SERVICE_SEEDS: readonly ServiceSeed[] = [
  {
    name: PRODUCT_NAMES.riskManager,
    description:
      'A risk register on Dataverse or SharePoint with scoring, owners, controls and review cycles, so the board sees the same risk picture as the teams managing it.',
    category: 'Governance, Risk & Compliance',
    icon: 'fas fa-mobile-alt',
    features: [
      '5x5 and 3x3 risk scoring matrices',
      'Control library linked to each risk',
      'Scheduled review workflow with Teams alerts',
      'Power BI heatmap and trend pack',
      'AI-drafted risk descriptions from incident notes',
    ],
    priceRangeMin: PRICES_GBP.riskRegisterSharePoint,
    priceRangeMax: PRICES_GBP.riskRegisterDataverse,
    color: 'purple',
  },
  {
    name: PRODUCT_NAMES.complianceDocs,
    description:
      'Policies and procedures that move from draft through review, approval and publication to retirement, with every version, approver and read receipt on record.',
    category: 'Governance, Risk & Compliance',
    icon: 'fas fa-cogs',
    features: [
      'Seven-step document lifecycle with approvals',
      'Automatic review reminders before expiry',
      'Read-and-acknowledge tracking by team',
      'Full version history and audit trail',
      'AI summaries of policy changes for staff',
    ],
    priceRangeMin: PRICES_GBP.complianceDocsSharePoint,
    priceRangeMax: PRICES_GBP.complianceDocsDataverse,
    color: 'cyan',
  },
  {
    name: 'HR Management Suite',
    description:
      'Onboarding, absence, appraisals and employee records in one Power App, with automated approvals so managers act from Teams instead of chasing spreadsheets.',
    category: 'Human Resources',
    icon: 'fas fa-mobile-alt',
    features: [
      'Onboarding checklists that provision accounts',
      'Holiday and absence requests with approvals',
      'Appraisal and objective tracking',
      'Secure employee records on Dataverse',
      'Copilot answers to common HR policy questions',
    ],
    priceRangeMin: 4000,
    priceRangeMax: 9500,
    color: 'green',
  },
  {
    name: 'Invoice & Expense Tracker',
    description:
      'AI Builder reads supplier invoices and receipts, Power Automate routes them for approval, and finance gets clean, coded data ready for the ledger.',
    category: 'Finance',
    icon: 'fas fa-cogs',
    features: [
      'AI Builder invoice and receipt extraction',
      'Approval routing by cost centre and amount',
      'Mobile expense capture with photo upload',
      'Duplicate and anomaly detection',
      'Export to Dynamics 365, Xero or Sage',
    ],
    priceRangeMin: 3000,
    priceRangeMax: 7500,
    color: 'cyan',
  },
  {
    name: 'Sales Analytics Dashboard',
    description:
      'Pipeline, forecast and win-rate reporting in Power BI over your CRM, refreshed hourly, with row-level security so each rep and region sees their own numbers.',
    category: 'Analytics',
    icon: 'fas fa-chart-bar',
    features: [
      'Pipeline and weighted forecast views',
      'Win-rate and sales-cycle analysis',
      'Row-level security by region and team',
      'Natural-language Q&A over sales data',
      'Connectors for Dynamics 365 and Salesforce',
    ],
    priceRangeMin: 2500,
    priceRangeMax: 6000,
    color: 'purple',
  },
  {
    name: 'Customer Portal',
    description:
      'A branded Power Pages portal where customers raise and track requests, download documents and update their details, connected straight to your Dataverse data.',
    category: 'Customer Experience',
    icon: 'fas fa-globe',
    features: [
      'Secure sign-in with Entra External ID',
      'Case submission and live status tracking',
      'Document downloads with table permissions',
      'Self-service profile updates',
      'Copilot that answers from your knowledge base',
      'WCAG 2.2 AA accessible design',
    ],
    priceRangeMin: 6000,
    priceRangeMax: 15000,
    color: 'green',
  },
  {
    name: 'Mediation & Dispute Resolution',
    description:
      'Case management for mediators and ombudsman teams: intake, party communications, session scheduling and outcomes, with deadlines tracked automatically.',
    category: 'Legal & Mediation',
    icon: 'fas fa-mobile-alt',
    features: [
      'Structured case intake and conflict checks',
      'Party portal for statements and evidence',
      'Session scheduling with Outlook and Teams',
      'Statutory deadline tracking and reminders',
      'AI case summaries for mediators',
    ],
    priceRangeMin: 4500,
    priceRangeMax: 9000,
    color: 'cyan',
  },
];
