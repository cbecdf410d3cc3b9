import type { z } from 'zod';

/** Field name -> first message, the shape both the forms and the API's 400 answers use. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : unknownKeysField(issue);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

function unknownKeysField(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return issue.keys.join(',');
  return '_body';
}
