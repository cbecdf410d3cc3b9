import { DEMO_FORM_DEFAULTS, demoRequestSchema } from './demo-schema';
import { fieldErrorsOf } from './field-errors';

const filled = {
  ...DEMO_FORM_DEFAULTS,
  fullName: 'Tom Baker',
  email: 'tom@example.com',
  company: 'Baker & Co',
  jobTitle: 'CFO',
  primaryObjective: 'Automate invoice approvals',
  currentChallenges: 'Approvals stall in e-mail for weeks',
  integrationNeeds: ['SharePoint' as const],
  industry: 'Retail',
  preferredSolutions: ['Process Automation' as const],
  preferredDate: '2026-12-01',
  attendees: '3',
};

describe('demoRequestSchema', () => {
  it('accepts a filled form', () => {
    expect(demoRequestSchema.safeParse(filled).success).toBe(true);
  });

  it('keeps the spec defaults', () => {
    expect(DEMO_FORM_DEFAULTS).toMatchObject({
      projectType: 'new_solution',
      userCount: '1-50',
      dataVolume: 'small',
      budget: 'under_25k',
      timeline: '1_3_months',
      automationPriority: 'medium',
      demoType: 'general_overview',
      preferredTime: 'morning',
      newsletter: false,
      hasExistingPowerPlatform: false,
    });
  });

  it('gives the exact messages of the spec for an empty form', () => {
    const result = demoRequestSchema.safeParse(DEMO_FORM_DEFAULTS);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      fullName: 'Full name is required',
      email: 'Valid email is required',
      company: 'Company name is required',
      jobTitle: 'Job title is required',
      primaryObjective: 'Please describe your primary objective',
      currentChallenges: 'Please describe your current challenges',
      integrationNeeds: 'Select at least one integration need',
      industry: 'Industry is required',
      preferredSolutions: 'Select at least one solution type',
      preferredDate: 'Preferred date is required',
      attendees: 'Number of attendees is required',
    });
  });

  it('applies the minimum lengths', () => {
    const result = demoRequestSchema.safeParse({ ...filled, fullName: 'A', primaryObjective: 'too short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      fullName: 'Full name is required',
      primaryObjective: 'Please describe your primary objective',
    });
  });
});
