import type { Project } from '@site/contracts';

export interface ProjectSeed extends Omit<Project, 'id' | 'image' | 'developerId'> {
  slug: string;
  /** The slug of the developer who led it. */
  developer: string;
}

/**
 * Case studies, each led by one of the developers and built with their skills. Every developer has
 * at least one, and the more experienced have more: three from 14 years, two from 8, one below.
 */
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
  {
    slug: 'legal-aid-case-management',
    title: 'Case Management Platform for a Legal Aid Charity',
    description:
      'A model-driven app on Dataverse replaced three ageing Access databases for 200 caseworkers, released through ALM pipelines from development to production.',
    category: 'Power Apps',
    rating: 5,
    impact: 'One case record instead of three; audit requests answered in minutes',
    technologies: ['Power Apps', 'Dataverse', 'Azure DevOps', 'Power Automate'],
    developer: 'amelia-hart',
  },
  {
    slug: 'governed-maker-programme',
    title: 'Governed Citizen Development for a Water Utility',
    description:
      'Environment strategy, data loss prevention policies and managed pipelines that let forty staff makers ship apps without putting customer data at risk.',
    category: 'Power Apps',
    rating: 4.8,
    impact: '38 maker apps moved into managed environments without an outage',
    technologies: ['Power Apps', 'Dataverse', 'Azure DevOps', 'C#'],
    developer: 'amelia-hart',
  },
  {
    slug: 'erp-crm-order-sync',
    title: 'ERP to CRM Order Sync for a Manufacturer',
    description:
      'Orders, stock and credit limits flow between the ERP and Dataverse every five minutes, with a reconciliation report that sales operations checks each morning.',
    category: 'Power Automate',
    rating: 4.9,
    impact: 'Quotes priced from live stock; 1,200 hours of re-keying removed a year',
    technologies: ['Azure Data Factory', 'Dataverse', 'SQL', 'Power Automate'],
    developer: 'oliver-bennett',
  },
  {
    slug: 'warehouse-to-fabric-migration',
    title: 'Legacy Warehouse Migration to Microsoft Fabric',
    description:
      'Moved a fifteen-year-old SQL Server warehouse and 140 reports to Fabric lakehouses and shared Power BI semantic models, with no reporting freeze.',
    category: 'Power BI',
    rating: 4.9,
    impact: 'Nightly load down from 6 hours to 40 minutes',
    technologies: ['Microsoft Fabric', 'SQL', 'Power BI', 'Azure Data Factory'],
    developer: 'oliver-bennett',
  },
  {
    slug: 'tenant-repairs-service',
    title: 'Tenant Repairs in Dynamics 365 Customer Service',
    description:
      "Repairs reported by phone, portal or e-mail land in one Dynamics 365 queue, with C# plug-ins enforcing the landlord's response-time rules.",
    category: 'Power Apps',
    rating: 5,
    impact: 'Emergency repairs attended within 24 hours rose from 81% to 97%',
    technologies: ['Dynamics 365', 'Dataverse', 'C#', 'Power Apps'],
    developer: 'tom-whitfield',
  },
  {
    slug: 'matter-intake-flow',
    title: 'Matter Intake for a Law Firm',
    description:
      'New client and matter requests are conflict-checked, approved by a partner and opened in Dynamics 365 in one flow, with every decision on record.',
    category: 'Power Automate',
    rating: 4.8,
    impact: 'Matters opened in one day instead of five',
    technologies: ['Power Automate', 'Dynamics 365', 'Dataverse', 'SQL'],
    developer: 'tom-whitfield',
  },
  {
    slug: 'sales-pipeline-reporting',
    title: 'Sales Pipeline Reporting for a Manufacturer',
    description:
      'Dynamics 365 Sales pipeline, quotes and order history in one Power BI app for regional sales managers, refreshed every hour.',
    category: 'Power BI',
    rating: 4.7,
    impact: 'Quarterly forecast within 5% of actual three quarters running',
    technologies: ['Power BI', 'Dynamics 365', 'Dataverse', 'SQL'],
    developer: 'tom-whitfield',
  },
  {
    slug: 'store-margin-analytics',
    title: 'Store Margin Analytics for a Retailer',
    description:
      'A semantic model over 120 million sales lines with row-level security, so each area manager sees the margins of their own stores by the hour.',
    category: 'Power BI',
    rating: 4.9,
    impact: 'Reports open in under 2 seconds; 300 spreadsheets retired',
    technologies: ['Power BI', 'DAX', 'Power Query', 'Microsoft Fabric'],
    developer: 'sophie-clarke',
  },
  {
    slug: 'contract-review-triage',
    title: 'Contract Review Triage for an Insurer',
    description:
      'Incoming supplier contracts are read by Azure OpenAI, risky clauses flagged against the legal playbook, and routed to the right lawyer in Teams.',
    category: 'Power Automate',
    rating: 4.8,
    impact: 'First legal review in 20 minutes instead of 3 days',
    technologies: ['Azure OpenAI', 'Power Automate', 'AI Builder', 'SharePoint'],
    developer: 'rohan-mehta',
  },
  {
    slug: 'expense-claims-automation',
    title: 'Expense Claims for a Housebuilder',
    description:
      'Receipts photographed in Teams are read by AI Builder, checked against the expenses policy and posted to the ledger after a single approval.',
    category: 'Power Automate',
    rating: 4.7,
    impact: 'Claims paid in 3 days instead of 3 weeks',
    technologies: ['Power Automate', 'AI Builder', 'SharePoint', 'Dataverse'],
    developer: 'james-oconnor',
  },
  {
    slug: 'supplier-onboarding-portal',
    title: 'Supplier Onboarding Portal',
    description:
      'A Power Pages portal where suppliers register, upload insurance and bank details and follow their approval, signed in with their own work accounts.',
    category: 'Power Apps',
    rating: 4.8,
    impact: 'Supplier set-up down from 3 weeks to 4 days',
    technologies: ['Power Pages', 'Dataverse', 'Power Automate', 'TypeScript'],
    developer: 'priya-nair',
  },
  {
    slug: 'it-service-desk-agent',
    title: 'IT Service Desk Agent',
    description:
      'A Copilot Studio agent in Teams answers how-to questions from the IT knowledge base, resets passwords through a flow and hands over to an engineer with the conversation attached.',
    category: 'Power Automate',
    rating: 4.7,
    impact: '42% of IT questions answered without a ticket',
    technologies: ['Copilot Studio', 'Power Automate', 'Azure AI Search', 'Dataverse'],
    developer: 'daniel-reyes',
  },
  {
    slug: 'site-safety-checks-app',
    title: 'Site Safety Checks App',
    description:
      "A canvas app for a facilities team's daily safety walks, with photo evidence, AI Builder form reading and actions assigned on the spot, every release reviewed by a senior architect.",
    category: 'Power Apps',
    rating: 4.6,
    impact: 'Weekly safety checks completed rose from 64% to 98%',
    technologies: ['Power Apps', 'Power Fx', 'Dataverse', 'AI Builder'],
    developer: 'grace-liu',
  },
];
