import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrors } from '@site/contracts';

/** Every error the API answers with has this shape; bad input adds the message of each field. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

/** An HttpException whose JSON body is given whole, so the exception filter sends it unchanged. */
export class ApiHttpException<TBody extends ApiErrorBody = ApiErrorBody> extends HttpException {
  constructor(readonly body: TBody) {
    super(body, body.statusCode);
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

/** 400 for a body that is not a JSON document the API can read at all. */
export class UnreadableBodyException extends ValidationFailedException {
  constructor(problem: string) {
    super({ [BODY_FIELD]: problem }, problem);
  }
}
