import { isApiError } from '@site/platform';

/**
 * Whether a failed read of one developer means there is no such developer: the API answers 404
 * for an unknown id and 400 for a malformed one. Anything else is a failure worth a retry.
 */
export function isMissingDeveloper(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
