import { addDays, localIsoDate } from './calendar-date';
import { DEMO_ATTENDEES_MAX } from './constants';
import { DEMO_ATTENDEES_RANGE, DEMO_DATE_IN_PAST, DEMO_FORM_DEFAULTS, demoRequestSchema } from './demo-schema';
import { fieldErrorsOf } from './field-errors';

const today = localIsoDate(new Date());

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
  preferredDate: addDays(today, 7),
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

describe("the form's own limits", () => {
  function errorsOf(values: object) {
    const result = demoRequestSchema.safeParse({ ...filled, ...values });
    return result.success ? {} : fieldErrorsOf(result.error);
  }

  it('refuses a preferred date before today, and takes today and later', () => {
    expect(errorsOf({ preferredDate: addDays(today, -1) })).toEqual({ preferredDate: DEMO_DATE_IN_PAST });
    expect(errorsOf({ preferredDate: today })).toEqual({});
    expect(errorsOf({ preferredDate: addDays(today, 400) })).toEqual({});
  });

  it('reads today on the calendar of the moment the form is checked', () => {
    jest.useFakeTimers({ now: new Date(2031, 2, 10, 23, 59) });
    try {
      expect(errorsOf({ preferredDate: '2031-03-10' })).toEqual({});
      jest.setSystemTime(new Date(2031, 2, 11, 0, 1));
      expect(errorsOf({ preferredDate: '2031-03-10' })).toEqual({ preferredDate: DEMO_DATE_IN_PAST });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says the date is required when it is not a date at all', () => {
    expect(errorsOf({ preferredDate: '2031-02-30' })).toEqual({ preferredDate: 'Preferred date is required' });
  });

  it.each(['0', '-2', '1.5', 'two', String(DEMO_ATTENDEES_MAX + 1)])('refuses %j attendees', (attendees) => {
    expect(errorsOf({ attendees })).toEqual({ attendees: DEMO_ATTENDEES_RANGE });
  });

  it.each(['1', ' 12 ', String(DEMO_ATTENDEES_MAX)])('takes %j attendees', (attendees) => {
    expect(errorsOf({ attendees })).toEqual({});
  });

  it('holds the job title and phone to the lengths the API stores', () => {
    expect(Object.keys(errorsOf({ jobTitle: 'J'.repeat(121), phone: '1'.repeat(41) })).sort()).toEqual([
      'jobTitle',
      'phone',
    ]);
  });
});
