import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { type ApiErrorBody, CONTACT_BODY_LIMIT_BYTES } from '@site/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { ApiHttpException, DatabaseUnavailableException, withFieldErrors } from './api-errors.js';

const MESSAGES_BY_STATUS: Partial<Record<number, (request: FastifyRequest) => string>> = {
  // The route's own limit (RouteBody), else the API's.
  [HttpStatus.PAYLOAD_TOO_LARGE]: (request) =>
    `Request body is larger than ${request.routeOptions.bodyLimit ?? CONTACT_BODY_LIMIT_BYTES} bytes`,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: () => 'Unsupported content type: send application/json',
};

/**
 * Turns every error, Nest's, Fastify's (body too large, unsupported type) and unexpected ones,
 * into `{ statusCode, message }` JSON. A database that does not answer is a 503 with Retry-After;
 * any other 5xx is logged with its request id and answered without a stack trace, SQL or driver text.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const answer = toApiException(exception, request);
    if (answer instanceof DatabaseUnavailableException && !(exception instanceof ApiHttpException)) {
      request.log.warn({ err: messageOf(exception) }, 'database unavailable');
    } else if (answer.body.statusCode >= 500) {
      request.log.error({ err: exception }, 'request failed');
    }
    if (reply.sent) return;
    void reply
      .status(answer.body.statusCode)
      .headers(answer.headers)
      .type('application/json; charset=utf-8')
      .send(answer.body);
  }
}

/** The exception as the API answers it: its own exceptions unchanged, anything else reduced to status and message. */
export function toApiException(exception: unknown, request: FastifyRequest): ApiHttpException {
  if (exception instanceof ApiHttpException) return exception;
  if (isDatabaseUnavailable(exception)) return new DatabaseUnavailableException();
  return new ApiHttpException(withFieldErrors(toErrorBody(exception, request)));
}

function toErrorBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
  if (!(exception instanceof HttpException)) {
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
  }
  const statusCode = exception.getStatus();
  if (statusCode >= 500) return { statusCode, message: 'Internal server error' };
  return { statusCode, message: MESSAGES_BY_STATUS[statusCode]?.(request) ?? httpMessageOf(exception) };
}

function httpMessageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (typeof response === 'object' && response !== null && 'message' in response) {
    const { message } = response;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.map(String).join('; ');
  }
  return exception.message;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
