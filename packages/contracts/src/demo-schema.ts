import { isCalendarDate, localIsoDate } from './calendar-date';
import { DEMO_ATTENDEES_MAX, TEXT_LIMITS } from './constants';
import {
  AUTOMATION_PRIORITIES,
  BUDGETS,
  DATA_VOLUMES,
  DEMO_TYPES,
  INTEGRATION_NEEDS,
  PREFERRED_SOLUTIONS,
  PREFERRED_TIMES,
  PROJECT_TYPES,
  TIMELINES,
  USER_COUNTS,
} from './options';
import { z } from './zod';

const atLeast = (min: number, message: string) => z.string({ error: message }).trim().min(min, { error: message });
const atMost = (max: number) => ({ error: `Must be at most ${max} characters` });

/** Messages of the rules the form adds to the spec's (a date and a head count that can be honoured). */
export const DEMO_DATE_IN_PAST = 'Choose today or a later date';
export const DEMO_ATTENDEES_RANGE = `Enter a whole number from 1 to ${DEMO_ATTENDEES_MAX}`;

/** The demo booking form of spec section 5, with its exact messages. */
export const demoRequestSchema = z.object({
  fullName: atLeast(2, 'Full name is required'),
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .pipe(z.email({ error: 'Valid email is required' })),
  company: atLeast(2, 'Company name is required'),
  jobTitle: atLeast(2, 'Job title is required').max(TEXT_LIMITS.jobTitle, atMost(TEXT_LIMITS.jobTitle)),
  phone: z.string().trim().max(TEXT_LIMITS.phone, atMost(TEXT_LIMITS.phone)).optional(),
  projectType: z.enum(PROJECT_TYPES),
  primaryObjective: atLeast(10, 'Please describe your primary objective'),
  currentChallenges: atLeast(10, 'Please describe your current challenges'),
  userCount: z.enum(USER_COUNTS),
  integrationNeeds: z.array(z.enum(INTEGRATION_NEEDS)).min(1, { error: 'Select at least one integration need' }),
  dataVolume: z.enum(DATA_VOLUMES),
  industry: atLeast(2, 'Industry is required'),
  complianceNeeds: z.array(z.string()),
  budget: z.enum(BUDGETS),
  timeline: z.enum(TIMELINES),
  preferredSolutions: z.array(z.enum(PREFERRED_SOLUTIONS)).min(1, { error: 'Select at least one solution type' }),
  aiRequirements: z.string().optional(),
  automationPriority: z.enum(AUTOMATION_PRIORITIES),
  demoType: z.enum(DEMO_TYPES),
  preferredDate: z
    .string({ error: 'Preferred date is required' })
    .min(1, { error: 'Preferred date is required' })
    .refine(isCalendarDate, { error: 'Preferred date is required', abort: true })
    // The visitor's own today, read when the form is checked (a page left open overnight moves on).
    .refine((date) => date >= localIsoDate(new Date()), { error: DEMO_DATE_IN_PAST }),
  preferredTime: z.enum(PREFERRED_TIMES),
  attendees: z
    .string({ error: 'Number of attendees is required' })
    .trim()
    .min(1, { error: 'Number of attendees is required' })
    .refine((count) => /^\d{1,3}$/.test(count) && Number(count) >= 1 && Number(count) <= DEMO_ATTENDEES_MAX, {
      error: DEMO_ATTENDEES_RANGE,
    }),
  additionalRequirements: z.string().optional(),
  hasExistingPowerPlatform: z.boolean(),
  currentTools: z.string().optional(),
  newsletter: z.boolean().default(false),
});

export type DemoFormValues = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** The demo form's starting values: the spec's defaults, everything else empty. */
export const DEMO_FORM_DEFAULTS: DemoFormValues = {
  fullName: '',
  email: '',
  company: '',
  jobTitle: '',
  phone: '',
  projectType: 'new_solution',
  primaryObjective: '',
  currentChallenges: '',
  userCount: '1-50',
  integrationNeeds: [],
  dataVolume: 'small',
  industry: '',
  complianceNeeds: [],
  budget: 'under_25k',
  timeline: '1_3_months',
  preferredSolutions: [],
  aiRequirements: '',
  automationPriority: 'medium',
  demoType: 'general_overview',
  preferredDate: '',
  preferredTime: 'morning',
  attendees: '',
  additionalRequirements: '',
  hasExistingPowerPlatform: false,
  currentTools: '',
  newsletter: false,
};
