import type { LeadDeliveryOptions } from '../../src/deliveries/deliveries.module.js';

/** Retries in milliseconds rather than hours, and a dispatcher that looks often: tests run in seconds. */
export function fastDelivery(options: LeadDeliveryOptions = {}): LeadDeliveryOptions {
  return {
    pollIntervalMs: 50,
    sendTimeoutMs: 3_000,
    stopGraceMs: 2_000,
    ...options,
    retry: { maxAttempts: 10, baseDelayMs: 20, maxDelayMs: 100, ...options.retry },
  };
}

export const TEST_MAIL = { to: ['leads@powerai.example', 'sales@powerai.example'], from: 'website@powerai.example' };

/** A lead as the contact form sends it. */
export function aLead(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Amelia Hart',
    email: 'amelia.hart@northwind-housing.example',
    company: 'Northwind Housing',
    serviceNeeded: 'Customer Portal',
    projectDescription: 'A tenant portal on Power Pages for 4,000 tenants.',
    newsletter: false,
    ...overrides,
  };
}
