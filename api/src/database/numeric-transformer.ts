import type { ValueTransformer } from 'typeorm';

/** PostgreSQL `numeric` arrives from pg as a string (to keep its precision); the API's JSON carries numbers. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
