import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, FieldErrors } from '@site/contracts';

/**
 * An HttpException whose JSON body is given whole, so the exception filter sends it unchanged,
 * with the given response headers.
 */
export class ApiHttpException<TBody extends ApiErrorBody = ApiErrorBody> extends HttpException {
  constructor(
    readonly body: TBody,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body, body.statusCode);
  }
}

/** A 429 or 503: the caller may send the same request again after `Retry-After` seconds. */
export class RetryLaterException<TBody extends ApiErrorBody = ApiErrorBody> extends ApiHttpException<TBody> {
  constructor(
    body: TBody,
    readonly retryAfterSeconds: number,
  ) {
    super(body, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** How long a caller should wait before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE = 'The database is unavailable; please try again shortly';

/** 503 + Retry-After: the database does not answer (down, restarting, unreachable, overloaded). */
export class DatabaseUnavailableException extends RetryLaterException {
  constructor() {
    super({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE }, DATABASE_RETRY_AFTER_SECONDS);
  }
}

export const VALIDATION_FAILED = 'Validation failed';

/** 400 naming each bad field: `{ statusCode: 400, message: 'Validation failed', errors }`. */
export class ValidationFailedException extends ApiHttpException {
  constructor(errors: FieldErrors, message = VALIDATION_FAILED) {
    super({ statusCode: HttpStatus.BAD_REQUEST, message, errors });
  }
}

/** The key under which a problem with the body as a whole (not one field) is reported. */
export const BODY_FIELD = '_body';

/** The key under which a 400 that is about the request itself (its URL, its headers) is reported. */
export const REQUEST_FIELD = '_request';

/** Every 400 names what was wrong in `errors`; one that does not say which field gets it under `_request`. */
export function withFieldErrors(body: ApiErrorBody): ApiErrorBody {
  if (body.statusCode !== HttpStatus.BAD_REQUEST || body.errors) return body;
  return { ...body, errors: { [REQUEST_FIELD]: body.message } };
}

/** 400 for a body that is not a JSON document the API can read at all. */
export class UnreadableBodyException extends ValidationFailedException {
  constructor(problem: string) {
    super({ [BODY_FIELD]: problem }, problem);
  }
}
