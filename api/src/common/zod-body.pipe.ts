import type { PipeTransform } from '@nestjs/common';
import { fieldErrorsOf } from '@site/contracts';
import type { z } from 'zod';
import { ValidationFailedException } from './api-errors.js';

/** Validates a body with a zod schema from @site/contracts, the one the browser form uses. */
export class ZodBodyPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.output<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.output<TSchema> {
    const result = this.schema.safeParse(value);
    if (!result.success) throw new ValidationFailedException(fieldErrorsOf(result.error));
    return result.data;
  }
}
