import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import GridOnOutlinedIcon from '@mui/icons-material/GridOnOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { DEMO_LENGTH_TEXT, PRICES_GBP, PRODUCT_NAMES, RISK_MANAGER_ADD_ONS } from '@site/contracts';
import type { Edition, IconFeature } from '../../../data/content-types';
import type { RiskMatrixSize } from '../utils/risk-scoring';

export const RISK_MANAGER_HERO = {
  eyebrow: 'Power Apps · Dataverse or SharePoint · Power BI',
  title: PRODUCT_NAMES.riskManager,
  lead: 'A risk register your whole organisation can use from Microsoft Teams: record risks, score them on a 5x5 or 3x3 matrix, assign owners and actions, and report to the board from Power BI, all inside your own Microsoft 365 tenant.',
} as const;

export const RISK_MANAGER_FEATURES: readonly IconFeature[] = [
  {
    icon: AccountTreeOutlinedIcon,
    title: 'One central register',
    description:
      'Every risk in one place with its owner, category, cause, consequence and status, editable from Teams, the browser or the Power Apps mobile app.',
  },
  {
    icon: GridOnOutlinedIcon,
    title: 'Inherent and residual scoring',
    description:
      'Score each risk before and after its controls on a 5x5 or 3x3 likelihood × impact matrix; the band and colour update as you choose.',
  },
  {
    icon: AssignmentIndOutlinedIcon,
    title: 'Owners, actions and due dates',
    description:
      'Assign treatment actions to named people. Power Automate reminds them before the due date and escalates to their manager when it passes.',
  },
  {
    icon: EventRepeatOutlinedIcon,
    title: 'Scheduled reviews',
    description:
      'Set a review frequency per risk. Overdue reviews show on the dashboard and in a weekly digest e-mail to each owner.',
  },
  {
    icon: InsightsOutlinedIcon,
    title: 'Board-ready reporting',
    description:
      'A Power BI report with heatmaps, movement between reviews and the top ten risks, refreshed from the register and ready for committee packs.',
  },
  {
    icon: HistoryOutlinedIcon,
    title: 'Audit trail',
    description:
      'Each change records who made it, what changed and when, so you can show an auditor how a score moved and why.',
  },
];

export interface RiskTemplate {
  name: string;
  description: string;
  /** The scoring matrix the template is set up with. */
  matrixSize: RiskMatrixSize;
}

export const RISK_TEMPLATES: readonly RiskTemplate[] = [
  {
    name: 'Corporate risk register',
    description: 'Strategic and principal risks with risk appetite, target scores and a board summary view.',
    matrixSize: 5,
  },
  {
    name: 'Project RAID log',
    description: 'Risks, assumptions, issues and dependencies for programmes and projects, linked to milestones.',
    matrixSize: 3,
  },
  {
    name: 'Information security risks',
    description: 'Asset-based risks mapped to ISO/IEC 27001:2022 Annex A controls and your statement of applicability.',
    matrixSize: 5,
  },
  {
    name: 'Health and safety assessment',
    description: 'Hazards, people at risk and control measures, following the HSE five steps to risk assessment.',
    matrixSize: 5,
  },
  {
    name: 'Supplier and third-party risk',
    description: 'Supplier criticality, due-diligence status, contract renewal dates and exit plans.',
    matrixSize: 3,
  },
  {
    name: 'Operational resilience',
    description:
      'Important business services, impact tolerances and the results of severe but plausible scenario tests.',
    matrixSize: 5,
  },
];

export const RISK_MANAGER_EDITIONS: readonly Edition[] = [
  {
    name: `${PRODUCT_NAMES.riskManager}: Dataverse edition`,
    priceGbp: PRICES_GBP.riskRegisterDataverse,
    priceBasis: 'One-off, per Microsoft 365 tenant',
    summary:
      'For organisations with Power Apps premium licences that want relational data, security roles and field-level auditing.',
    includes: [
      'Model-driven app for risk managers, canvas app for everyone else',
      'Dataverse tables, security roles and business rules',
      'Power BI report with 5x5 and 3x3 heatmaps',
      'All six register templates',
      'Power Automate reminders and escalations',
    ],
    recommended: true,
  },
  {
    name: `${PRODUCT_NAMES.riskManager}: SharePoint edition`,
    priceGbp: PRICES_GBP.riskRegisterSharePoint,
    priceBasis: 'One-off, per Microsoft 365 tenant',
    summary:
      'For teams on standard Microsoft 365 licences: the register lives in SharePoint lists, so no premium licences are needed.',
    includes: [
      'Canvas app in Teams, the browser and on mobile',
      'SharePoint lists with version history',
      'Power BI report with 5x5 and 3x3 heatmaps',
      'All six register templates',
      'Power Automate reminders',
    ],
  },
  {
    name: 'Installation day',
    priceGbp: PRICES_GBP.installationDay,
    priceBasis: 'Per consultant day, on site or remote',
    summary:
      'A consultant installs Risk Manager in your tenant, sets up your categories, matrix and review cycles, and trains your administrators.',
    includes: [
      'Installation in your test and live environments',
      'Import of your existing spreadsheet register',
      'Configuration of categories, matrix and review cycles',
      'Two-hour administrator training session',
    ],
  },
];

export type RiskManagerAddOn = (typeof RISK_MANAGER_ADD_ONS)[number];

/** What each add-on does; they are priced on request. */
export const ADD_ON_DESCRIPTIONS: Record<RiskManagerAddOn, string> = {
  'Control Library':
    'A reusable library of controls linked to many risks, with control owners, test dates and effectiveness ratings.',
  'Review Workflow':
    'Approval of new risks and score changes by the risk owner and the risk manager, with every comment kept on the record.',
  'BI Heatmap Pack':
    'Extra Power BI pages: heatmaps by department, movement between reviews and breaches of risk appetite.',
  'Teams Alerts': 'Adaptive Card alerts in Microsoft Teams when a risk turns Critical or an action becomes overdue.',
};

export interface EditionFeatureRow {
  feature: string;
  dataverse: boolean;
  sharePoint: boolean;
}

/** The full feature list, edition by edition. */
export const RISK_MANAGER_FEATURE_LIST: readonly EditionFeatureRow[] = [
  { feature: 'Risk register with owners, categories and status', dataverse: true, sharePoint: true },
  { feature: '5x5 and 3x3 likelihood × impact scoring', dataverse: true, sharePoint: true },
  { feature: 'Inherent, residual and target scores', dataverse: true, sharePoint: true },
  { feature: 'Treatment actions with owners and due dates', dataverse: true, sharePoint: true },
  { feature: 'Reminder and overdue e-mails from Power Automate', dataverse: true, sharePoint: true },
  { feature: 'Power BI report with heatmaps and top ten risks', dataverse: true, sharePoint: true },
  { feature: 'Use from Microsoft Teams, the browser and mobile', dataverse: true, sharePoint: true },
  { feature: 'Version history of every risk', dataverse: true, sharePoint: true },
  { feature: 'Field-level audit trail (Dataverse auditing)', dataverse: true, sharePoint: false },
  { feature: 'Security roles by business unit', dataverse: true, sharePoint: false },
  { feature: 'Linked risks, controls and incidents', dataverse: true, sharePoint: false },
  { feature: 'Runs without premium Power Apps licences', dataverse: false, sharePoint: true },
];

export const RISK_MANAGER_CLOSING = {
  title: 'See Risk Manager with your own risks',
  text: `Send us a few rows of your current register and we will show them scored, assigned and reported in a live demo of ${DEMO_LENGTH_TEXT}, or send you a fixed quote for your organisation.`,
} as const;
