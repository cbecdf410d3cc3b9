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
