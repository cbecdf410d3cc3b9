import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  CONTACT_BODY_LIMIT_BYTES,
  type ContactReceipt,
  type ContactRequest,
  contactRequestSchema,
  HONEYPOT_FIELD,
} from '@site/contracts';
import { apiErrorSchema, contactReceiptSchema } from '@site/contracts/response-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { openApiRequestSchema } from '../docs/request-schema.js';
import { ContactRateLimitGuard } from './contact-rate-limit.guard.js';
import { ContactsService } from './contacts.service.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IdempotencyKey } from './idempotency-key.decorator.js';

const RETRY_AFTER_HEADER = {
  'Retry-After': { description: 'Seconds to wait before sending again', schema: { type: 'integer' } },
};

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(ContactRateLimitGuard)
  @ApiBody({
    description: `A lead from the contact form or the demo form. \`${HONEYPOT_FIELD}\` is the forms' hidden honeypot: a lead that fills it is answered like any other and not stored.`,
    schema: openApiRequestSchema(contactRequestSchema),
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: `1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters. Repeating a request with the same key returns the first answer and stores nothing new.`,
  })
  @ApiCreatedResponse({ description: 'Stored with status "new"', standardSchema: contactReceiptSchema })
  @ApiBadRequestResponse({ description: 'Bad input, naming each bad field', standardSchema: apiErrorSchema })
  @ApiPayloadTooLargeResponse({ description: `Body over ${CONTACT_BODY_LIMIT_BYTES} bytes` })
  @ApiUnsupportedMediaTypeResponse({ description: 'Body is not application/json' })
  @ApiUnprocessableEntityResponse({ description: 'Idempotency-Key reused for a different request' })
  @ApiTooManyRequestsResponse({
    description:
      'Too many leads from this client in the current window (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_SECONDS)',
    standardSchema: apiErrorSchema,
    headers: RETRY_AFTER_HEADER,
  })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer: send the same request (same Idempotency-Key) again after Retry-After',
    standardSchema: apiErrorSchema,
    headers: RETRY_AFTER_HEADER,
  })
  async create(
    @Body(new ZodBodyPipe(contactRequestSchema)) request: ContactRequest,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Req() httpRequest: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactReceipt> {
    const { receipt, replayed } = await this.contacts.create(request, { idempotencyKey, log: httpRequest.log });
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return receipt;
  }
}
