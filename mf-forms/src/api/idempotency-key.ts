import { useMemo, useRef } from 'react';

/** A random v4 UUID. `crypto.randomUUID` exists only in secure contexts; `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, variant 10 in the top bits of byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IdempotencyKeys {
  /** The key for sending this body: the previous one while the body is unchanged, else a new one. */
  keyFor(body: unknown): string;
  /** The lead is stored: the next body, even an identical one, is a new lead with a new key. */
  forget(): void;
}

/**
 * One key per lead, so that a double click or a retry after a failure (the same body again)
 * is stored once by the API, while a changed body is a new request with a new key (the API
 * rejects a key reused for different content).
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const pending = useRef<{ key: string; body: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(body: unknown): string {
        const serialized = JSON.stringify(body);
        if (pending.current?.body !== serialized) pending.current = { key: newIdempotencyKey(), body: serialized };
        return pending.current.key;
      },
      forget(): void {
        pending.current = null;
      },
    }),
    [],
  );
}
