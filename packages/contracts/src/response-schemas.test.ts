import * as contracts from './index';
import * as responseSchemas from './response-schemas';

describe('the response schemas', () => {
  it('stay out of the package entry the browser imports, which carries only their inferred types', () => {
    const names = Object.keys(responseSchemas);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name in contracts)).toEqual([]);
  });

  it('accept an answer of the API and refuse one that breaks a rule the types cannot state', () => {
    const receipt = {
      id: '2f6b1c3e-8a4d-4c55-9a61-1f0e7a1d9b01',
      status: 'new',
      createdAt: '2026-11-23T10:15:00.000Z',
    };
    expect(responseSchemas.contactReceiptSchema.safeParse(receipt).success).toBe(true);
    expect(responseSchemas.contactReceiptSchema.safeParse({ ...receipt, createdAt: '23/11/2026' }).success).toBe(false);
    expect(responseSchemas.contactReceiptSchema.safeParse({ ...receipt, id: 'not-a-uuid' }).success).toBe(false);
    expect(responseSchemas.contactReceiptSchema.safeParse({ ...receipt, extra: 1 }).success).toBe(false);
  });
});
