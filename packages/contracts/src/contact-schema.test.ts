import { addDays, utcIsoDate } from './calendar-date';
import { contactRequestSchema, demoServiceNeeded, isAcceptedServiceNeeded } from './contact-schema';
import { fieldErrorsOf } from './field-errors';
import { SERVICE_NEEDED_OPTIONS } from './options';

const valid = {
  fullName: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  company: 'Shah Logistics',
  serviceNeeded: 'Risk Management Suite',
  projectDescription: 'We track risks in spreadsheets and want a register in Teams.',
  newsletter: true,
};

describe('contactRequestSchema', () => {
  it('accepts a complete lead and defaults newsletter to false', () => {
    const { newsletter: _omitted, ...withoutNewsletter } = valid;
    const parsed = contactRequestSchema.parse(withoutNewsletter);
    expect(parsed.newsletter).toBe(false);
    expect(parsed.fullName).toBe('Priya Shah');
  });

  it('accepts every service option of the contact form', () => {
    for (const option of SERVICE_NEEDED_OPTIONS) {
      expect(contactRequestSchema.safeParse({ ...valid, serviceNeeded: option }).success).toBe(true);
    }
  });

  it('makes company optional', () => {
    const { company: _omitted, ...withoutCompany } = valid;
    expect(contactRequestSchema.safeParse(withoutCompany).success).toBe(true);
  });

  it('names every missing required field', () => {
    const result = contactRequestSchema.safeParse({});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrorsOf(result.error)).sort()).toEqual(
      ['email', 'fullName', 'projectDescription', 'serviceNeeded'].sort(),
    );
  });

  it('rejects blank text, a bad e-mail and an unknown service', () => {
    const result = contactRequestSchema.safeParse({
      ...valid,
      fullName: '   ',
      email: 'nope',
      serviceNeeded: 'Cheese',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toMatchObject({
      fullName: 'Full name is required',
      email: 'Valid email is required',
      serviceNeeded: 'Please choose one of the listed services',
    });
  });

  it('rejects unknown fields such as status', () => {
    const result = contactRequestSchema.safeParse({ ...valid, status: 'won' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toHaveProperty('status');
  });

  it('rejects oversized text', () => {
    const result = contactRequestSchema.safeParse({ ...valid, projectDescription: 'x'.repeat(5_001) });
    expect(result.success).toBe(false);
  });
});

describe('demo requests through the contact schema', () => {
  it('joins the chosen solutions after the prefix', () => {
    expect(demoServiceNeeded(['AI-Augmented Apps', 'Data & Analytics'])).toBe(
      'Demo Request: AI-Augmented Apps, Data & Analytics',
    );
  });

  it('accepts demo values of listed solutions only, each once', () => {
    expect(isAcceptedServiceNeeded('Demo Request: Process Automation')).toBe(true);
    expect(isAcceptedServiceNeeded('Demo Request: AI-Augmented Apps, ERP/CRM Integration')).toBe(true);
    expect(isAcceptedServiceNeeded('Demo Request: ')).toBe(false);
    expect(isAcceptedServiceNeeded('Demo Request: Free Pizza')).toBe(false);
    expect(isAcceptedServiceNeeded('Demo Request: Process Automation, Process Automation')).toBe(false);
  });
});

describe('the honeypot field', () => {
  it('is optional and accepted when filled (the API then stores nothing)', () => {
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
    expect(contactRequestSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
  });
});

describe("a demo booking's details", () => {
  const tomorrow = addDays(utcIsoDate(new Date()), 1);
  const details = {
    jobTitle: 'Head of Operations',
    phone: '+44 20 7946 0321',
    preferredDate: tomorrow,
    preferredTime: 'afternoon',
    attendees: 4,
  };

  function errorsOf(values: object) {
    const result = contactRequestSchema.safeParse({ ...valid, ...values });
    return result.success ? {} : fieldErrorsOf(result.error);
  }

  it('travel with the lead, trimmed, and are each optional', () => {
    expect(contactRequestSchema.parse({ ...valid, ...details, jobTitle: '  CFO ' })).toMatchObject({
      ...details,
      jobTitle: 'CFO',
    });
    expect(contactRequestSchema.parse(valid)).not.toHaveProperty('preferredDate');
  });

  it('name each bad detail', () => {
    expect(
      errorsOf({
        jobTitle: 'J'.repeat(121),
        phone: 7,
        preferredDate: '14/05/2031',
        preferredTime: 'midnight',
        attendees: 0,
      }),
    ).toEqual({
      jobTitle: 'Must be at most 120 characters',
      phone: 'Must be text',
      preferredDate: 'Must be a date (YYYY-MM-DD)',
      preferredTime: 'Must be one of morning, afternoon, evening',
      attendees: 'Must be a whole number from 1 to 100',
    });
    expect(errorsOf({ attendees: 2.5 })).toEqual({ attendees: 'Must be a whole number from 1 to 100' });
    expect(errorsOf({ attendees: '3' })).toEqual({ attendees: 'Must be a whole number from 1 to 100' });
  });

  it('refuse a date before yesterday in UTC (the visitor may be a day behind UTC), and take yesterday', () => {
    const utcToday = utcIsoDate(new Date());
    expect(errorsOf({ preferredDate: addDays(utcToday, -2) })).toEqual({ preferredDate: 'Must not be in the past' });
    expect(errorsOf({ preferredDate: addDays(utcToday, -1) })).toEqual({});
  });
});
