import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ValidationFailedException } from '../common/api-errors.js';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** 1 to 128 visible ASCII characters (no spaces, no control characters). */
const VALID_KEY = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The optional `Idempotency-Key` header: absent is fine, present must be a sane key (else 400). */
export function parseIdempotencyKey(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && VALID_KEY.test(value)) return value;
  throw new ValidationFailedException({
    'Idempotency-Key': `Must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
  });
}

export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  parseIdempotencyKey(context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER]),
);
