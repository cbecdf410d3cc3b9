import type { z } from 'zod';

/** Parses with a response schema (from @site/contracts/response-schemas), failing the test with zod's issues when it does not fit. */
export function expectShape<TSchema extends z.ZodType>(schema: TSchema, value: unknown): z.output<TSchema> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new Error(`Response does not match its schema:\n${JSON.stringify(result.error.issues, null, 2)}`);
  }
  return result.data;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A well-formed UUID that no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
