import {
  contactRequestSchema,
  DEMO_FORM_DEFAULTS,
  DEMO_NARRATIVE_LIMIT,
  type DemoRequest,
  demoLeadOf,
  demoProjectDescription,
  demoRequestSchema,
  TEXT_LIMITS,
} from '@site/contracts';
import { DEMO_SENT_FIELD_LIMITS } from './demo-lead';

function aBooking(overrides: Partial<DemoRequest> = {}): DemoRequest {
  return demoRequestSchema.parse({
    ...DEMO_FORM_DEFAULTS,
    fullName: 'Priya Raman',
    email: 'priya.raman@harbourlogistics.co.uk',
    company: 'Harbour Logistics',
    jobTitle: 'Head of Operations',
    phone: '+44 20 7946 0321',
    primaryObjective: 'Automate proof-of-delivery approvals across 12 depots.',
    currentChallenges: 'Paper forms, re-keying into SAP and no visibility of delays.',
    integrationNeeds: ['SAP', 'Teams'],
    industry: 'Logistics',
    preferredSolutions: ['Process Automation', 'Data & Analytics'],
    preferredDate: '2030-05-14',
    attendees: '4',
    ...overrides,
  });
}

describe('a demo booking as a lead', () => {
  it("sends the spec's fields, and the details that confirm the session, and nothing else of the booking", () => {
    expect(demoLeadOf(aBooking({ newsletter: true }))).toEqual({
      fullName: 'Priya Raman',
      email: 'priya.raman@harbourlogistics.co.uk',
      company: 'Harbour Logistics',
      serviceNeeded: 'Demo Request: Process Automation, Data & Analytics',
      projectDescription: [
        'Demo type: General overview',
        'Budget: Under £25,000',
        'Timeline: 1-3 months',
        'Number of users: 1-50',
        'Primary objective: Automate proof-of-delivery approvals across 12 depots.',
        'Current challenges: Paper forms, re-keying into SAP and no visibility of delays.',
      ].join('\n'),
      newsletter: true,
      jobTitle: 'Head of Operations',
      phone: '+44 20 7946 0321',
      preferredDate: '2030-05-14',
      preferredTime: 'morning',
      attendees: 4,
    });
  });

  it('leaves out a phone number the visitor did not give', () => {
    expect(demoLeadOf(aBooking({ phone: '  ' }))).not.toHaveProperty('phone');
  });

  it('reads the chosen demo type, budget, timeline and user count by their labels', () => {
    const description = demoProjectDescription(
      aBooking({
        demoType: 'technical_deep_dive',
        budget: '250k_plus',
        timeline: '12_months_plus',
        userCount: '1000+',
      }),
    );
    expect(description.split('\n').slice(0, 4)).toEqual([
      'Demo type: Technical deep dive',
      'Budget: £250,000+',
      'Timeline: 12 months or more',
      'Number of users: 1000+',
    ]);
  });

  it('is a lead the API accepts, even at the longest entries the form allows', () => {
    const longest = aBooking({
      fullName: 'N'.repeat(DEMO_SENT_FIELD_LIMITS.fullName),
      company: 'C'.repeat(DEMO_SENT_FIELD_LIMITS.company),
      jobTitle: 'J'.repeat(DEMO_SENT_FIELD_LIMITS.jobTitle),
      phone: '1'.repeat(DEMO_SENT_FIELD_LIMITS.phone),
      attendees: '100',
      primaryObjective: 'o'.repeat(DEMO_NARRATIVE_LIMIT),
      currentChallenges: 'c'.repeat(DEMO_NARRATIVE_LIMIT),
      preferredSolutions: ['AI-Augmented Apps', 'Process Automation', 'Data & Analytics', 'ERP/CRM Integration'],
      demoType: 'technical_deep_dive',
      budget: '100k_250k',
      timeline: '12_months_plus',
    });
    const lead = demoLeadOf(longest);
    expect(lead.projectDescription.length).toBeLessThanOrEqual(TEXT_LIMITS.projectDescription);
    expect(contactRequestSchema.safeParse(lead).success).toBe(true);
  });
});
