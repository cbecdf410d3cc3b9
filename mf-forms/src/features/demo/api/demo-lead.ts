import { DEMO_NARRATIVE_LIMIT, TEXT_LIMITS } from '@site/contracts';

/** The fields that travel in the lead are held to the API's limits in the form. */
export const DEMO_SENT_FIELD_LIMITS = {
  fullName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  company: TEXT_LIMITS.company,
  jobTitle: TEXT_LIMITS.jobTitle,
  phone: TEXT_LIMITS.phone,
  primaryObjective: DEMO_NARRATIVE_LIMIT,
  currentChallenges: DEMO_NARRATIVE_LIMIT,
} as const;
