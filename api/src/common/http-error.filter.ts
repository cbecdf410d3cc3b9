import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { CONTACT_BODY_LIMIT_BYTES } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiErrorBody, ApiHttpException } from './api-errors.js';

const MESSAGES_BY_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.PAYLOAD_TOO_LARGE]: `Request body is larger than ${CONTACT_BODY_LIMIT_BYTES} bytes`,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type: send application/json',
};

/**
 * Turns every error, Nest's, Fastify's (body too large, unsupported type) and unexpected ones,
 * into `{ statusCode, message }` JSON. A 5xx is logged with its request id and answered without
 * a stack trace, SQL or driver text.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) {
      request.log.error({ err: exception }, 'request failed');
    }
    if (reply.sent) return;
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }
}

export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof ApiHttpException) return exception.body;
  if (!(exception instanceof HttpException)) {
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
  const statusCode = exception.getStatus();
  if (statusCode >= 500) return { statusCode, message: 'Internal server error' };
  return { statusCode, message: MESSAGES_BY_STATUS[statusCode] ?? messageOf(exception) };
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message } = response;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.map(String).join('; ');
  }
  return exception.message;
}
