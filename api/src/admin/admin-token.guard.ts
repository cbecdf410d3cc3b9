import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiHttpException } from '../common/api-errors.js';

export const ADMIN_TOKEN_DIGEST = Symbol('ADMIN_TOKEN_DIGEST');

export const ADMIN_UNAUTHORIZED = 'Send the admin token: Authorization: Bearer <ADMIN_TOKEN>';

export function tokenDigest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Lets a request through when it carries `Authorization: Bearer <ADMIN_TOKEN>`. Both sides are
 * hashed first, so the comparison is over equal lengths and takes the same time whatever the
 * caller sent: it reveals neither the token's length nor how much of it matched.
 */
@Injectable()
export class AdminTokenGuard implements CanActivate {
  constructor(@Inject(ADMIN_TOKEN_DIGEST) private readonly expected: Buffer) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const given = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (timingSafeEqual(tokenDigest(given), this.expected) && given !== '') return true;
    request.log.warn({ hasAuthorization: request.headers.authorization !== undefined }, 'admin request refused');
    throw new ApiHttpException(
      { statusCode: HttpStatus.UNAUTHORIZED, message: ADMIN_UNAUTHORIZED },
      { 'WWW-Authenticate': 'Bearer realm="admin"' },
    );
  }
}
