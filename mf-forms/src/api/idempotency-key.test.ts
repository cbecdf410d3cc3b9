import { renderHook } from '@testing-library/react';
import { UUID_V4 } from '../testing/idempotency-expectations';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency-key';

const lead = { fullName: 'Amelia Hart', email: 'amelia.hart@northwind-housing.co.uk' };

describe('idempotency keys', () => {
  it('keeps the key while the same lead is sent again, and changes it for another lead', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const first = result.current.keyFor(lead);
    expect(first).toMatch(UUID_V4);
    expect(result.current.keyFor({ ...lead })).toBe(first);
    const changed = result.current.keyFor({ ...lead, fullName: 'Amelia Hart-Jones' });
    expect(changed).not.toBe(first);
    expect(result.current.keyFor(lead)).not.toBe(first);
  });

  it('gives the same lead a new key once it is stored', () => {
    const { result } = renderHook(() => useIdempotencyKeys());
    const stored = result.current.keyFor(lead);
    result.current.forget();
    expect(result.current.keyFor(lead)).not.toBe(stored);
  });

  it('makes a v4 UUID where crypto.randomUUID is missing (a page served without HTTPS)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});
