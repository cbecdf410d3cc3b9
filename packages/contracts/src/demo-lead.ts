import type { ContactRequest } from './contact-schema';
import { demoServiceNeeded } from './contact-schema';
import type { DemoRequest } from './demo-schema';
import { BUDGET_LABELS, DEMO_TYPE_LABELS, TIMELINE_LABELS } from './options';

/**
 * The longest objective or challenges text the form accepts. Both go into the lead's project
 * description, which the API caps at TEXT_LIMITS.projectDescription: two of these and the
 * summary lines always fit.
 */
export const DEMO_NARRATIVE_LIMIT = 2_000;

/** The demo booking's summary for the consultant reading the lead, one line per answer. */
export function demoProjectDescription(request: DemoRequest): string {
  return [
    `Demo type: ${DEMO_TYPE_LABELS[request.demoType]}`,
    `Budget: ${BUDGET_LABELS[request.budget]}`,
    `Timeline: ${TIMELINE_LABELS[request.timeline]}`,
    `Number of users: ${request.userCount}`,
    `Primary objective: ${request.primaryObjective}`,
    `Current challenges: ${request.currentChallenges}`,
  ].join('\n');
}

/**
 * Spec section 7: a demo booking is posted as a lead, its serviceNeeded and projectDescription
 * exactly as the spec makes them. Beyond the spec, the details the consultancy needs to confirm the
 * session travel too (job title, phone, preferred date and time, attendees); the other answers do not.
 */
export function demoLeadOf(request: DemoRequest): ContactRequest {
  const phone = request.phone?.trim();
  return {
    fullName: request.fullName,
    email: request.email,
    company: request.company,
    serviceNeeded: demoServiceNeeded(request.preferredSolutions),
    projectDescription: demoProjectDescription(request),
    newsletter: request.newsletter,
    jobTitle: request.jobTitle,
    ...(phone ? { phone } : {}),
    preferredDate: request.preferredDate,
    preferredTime: request.preferredTime,
    attendees: Number(request.attendees),
  };
}
