/** Option lists of spec section 5. */

export const SERVICE_NEEDED_OPTIONS = [
  'HR Management Suite',
  'Invoice & Expense Tracker',
  'Sales Analytics Dashboard',
  'Customer Portal',
  'Risk Management Suite',
  'Mediation & Dispute Resolution',
  'Multiple Apps',
] as const;

export const DEMO_REQUEST_PREFIX = 'Demo Request: ';

export const PROJECT_TYPES = ['new_solution', 'existing_improvement', 'migration', 'integration'] as const;
export const USER_COUNTS = ['1-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const INTEGRATION_NEEDS = [
  'Microsoft 365',
  'SharePoint',
  'Teams',
  'Dynamics 365',
  'Azure',
  'SQL Server',
  'Oracle',
  'SAP',
  'Salesforce',
  'Third-party APIs',
] as const;
export const DATA_VOLUMES = ['small', 'medium', 'large', 'enterprise'] as const;
export const BUDGETS = ['under_25k', '25k_50k', '50k_100k', '100k_250k', '250k_plus'] as const;
export const TIMELINES = ['immediate', '1_3_months', '3_6_months', '6_12_months', '12_months_plus'] as const;
export const PREFERRED_SOLUTIONS = [
  'AI-Augmented Apps',
  'Process Automation',
  'Data & Analytics',
  'ERP/CRM Integration',
] as const;
export const AUTOMATION_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const DEMO_TYPES = ['general_overview', 'specific_solution', 'technical_deep_dive'] as const;
export const PREFERRED_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

/** How each option reads on the page. */
export const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  new_solution: 'New solution',
  existing_improvement: 'Improve an existing solution',
  migration: 'Migration',
  integration: 'Integration',
};
export const BUDGET_LABELS: Record<(typeof BUDGETS)[number], string> = {
  under_25k: 'Under £25,000',
  '25k_50k': '£25,000 - £50,000',
  '50k_100k': '£50,000 - £100,000',
  '100k_250k': '£100,000 - £250,000',
  '250k_plus': '£250,000+',
};
export const TIMELINE_LABELS: Record<(typeof TIMELINES)[number], string> = {
  immediate: 'Immediately',
  '1_3_months': '1-3 months',
  '3_6_months': '3-6 months',
  '6_12_months': '6-12 months',
  '12_months_plus': '12 months or more',
};
export const DEMO_TYPE_LABELS: Record<(typeof DEMO_TYPES)[number], string> = {
  general_overview: 'General overview',
  specific_solution: 'Specific solution',
  technical_deep_dive: 'Technical deep dive',
};
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  morning: 'Morning (9AM-12PM)',
  afternoon: 'Afternoon (1PM-5PM)',
  evening: 'Evening (5PM-7PM)',
};
