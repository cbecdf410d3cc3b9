import type { Project } from '@site/contracts';

export interface ProjectSeed extends Omit<Project, 'id' | 'image' | 'developerId'> {
  slug: string;
  /** The slug of the developer who led it. */
  developer: string;
}

/** Case studies: two per category, each led by one of the developers. */
export const PROJECT_SEEDS: readonly ProjectSeed[] = [
  {
    slug: 'field-inspection-app',
    title: 'Field Inspection App for a Housing Association',
    description:
      'Replaced paper void and damp inspections with an offline-capable Power App for 60 surveyors, feeding repairs straight into Dataverse.',
    category: 'Power Apps',
    rating: 4.9,
    impact: 'Retired 14 paper forms and cut repair lead time by 35%',
    technologies: ['Power Apps', 'Dataverse', 'Power Automate', 'Azure Maps'],
    developer: 'amelia-hart',
  },
  {
    slug: 'claims-intake-app',
    title: 'AI-Assisted Claims Intake',
    description:
      'A claims handler app that reads emailed claim forms with AI Builder and drafts a summary with Azure OpenAI before a handler opens the case.',
    category: 'Power Apps',
    rating: 4.8,
    impact: 'First notice of loss handled in 3 hours instead of 2 days',
    technologies: ['Power Apps', 'AI Builder', 'Azure OpenAI', 'Dataverse'],
    developer: 'rohan-mehta',
  },
  {
    slug: 'finance-close-dashboard',
    title: 'Group Finance Close Dashboard',
    description:
      'A Power BI model over the ledger and close checklist that shows every entity, task and reconciliation in one place for the finance director.',
    category: 'Power BI',
    rating: 5,
    impact: 'Cut month-end close from 9 days to 4',
    technologies: ['Power BI', 'DAX', 'SQL Server', 'Microsoft Fabric'],
    developer: 'sophie-clarke',
  },
  {
    slug: 'theatre-utilisation-analytics',
    title: 'Theatre Utilisation Analytics',
    description:
      'Joined scheduling, staffing and procedure data for a regional hospital group into near-real-time Power BI reports for theatre managers.',
    category: 'Power BI',
    rating: 4.9,
    impact: 'Recovered 11% of unused theatre time within six months',
    technologies: ['Power BI', 'Azure Data Factory', 'SQL', 'DAX'],
    developer: 'oliver-bennett',
  },
  {
    slug: 'supplier-invoice-automation',
    title: 'Supplier Invoice Automation',
    description:
      'Invoices arriving by email are read, matched to purchase orders and routed for approval, with exceptions queued for the accounts payable team.',
    category: 'Power Automate',
    rating: 4.8,
    impact: '6,000 invoices a month, 92% processed without human touch',
    technologies: ['Power Automate', 'AI Builder', 'SharePoint', 'Dynamics 365 Business Central'],
    developer: 'james-oconnor',
  },
  {
    slug: 'employee-onboarding-flows',
    title: 'Employee Onboarding Orchestration',
    description:
      'One request in Teams creates accounts, licences, equipment orders and a first-week plan, with every step tracked for HR and IT.',
    category: 'Power Automate',
    rating: 4.7,
    impact: 'New starters productive on day one; HR admin time down 60%',
    technologies: ['Power Automate', 'SharePoint', 'Microsoft Graph', 'Teams'],
    developer: 'hannah-okafor',
  },
];
