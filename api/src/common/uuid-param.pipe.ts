import { ParseUUIDPipe } from '@nestjs/common';
import { ValidationFailedException } from './api-errors.js';

/** A route's `:id` must be a UUID: anything else is a 400 naming the parameter, not a 500 from PostgreSQL. */
export function uuidParam(name = 'id'): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new ValidationFailedException({ [name]: 'Must be a valid UUID' }),
  });
}
