import { withoutPersonalQuery } from '@site/contracts';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** One JSON line per request, when it completes, labelled with the request id (and no visitor's address). */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: withoutPersonalQuery(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
