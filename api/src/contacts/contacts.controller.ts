import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  CONTACT_BODY_LIMIT_BYTES,
  type ContactReceipt,
  type ContactRequest,
  contactRequestSchema,
} from '@site/contracts';
import type { FastifyReply } from 'fastify';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { contactReceiptSchema, contactRequestOpenApi, errorSchema, openApiSchema } from '../docs/resource-schemas.js';
import { ContactsService } from './contacts.service.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IdempotencyKey } from './idempotency-key.decorator.js';

@ApiTags('contacts')
@Controller('contacts')
export class ContactsController {
  constructor(@Inject(ContactsService) private readonly contacts: ContactsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiBody({ description: 'A lead from the contact form or the demo form', schema: contactRequestOpenApi() })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: `1-${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters. Repeating a request with the same key returns the first answer and stores nothing new.`,
  })
  @ApiCreatedResponse({ description: 'Stored with status "new"', schema: openApiSchema(contactReceiptSchema) })
  @ApiBadRequestResponse({ description: 'Bad input, naming each bad field', schema: openApiSchema(errorSchema) })
  @ApiPayloadTooLargeResponse({ description: `Body over ${CONTACT_BODY_LIMIT_BYTES} bytes` })
  @ApiUnsupportedMediaTypeResponse({ description: 'Body is not application/json' })
  @ApiUnprocessableEntityResponse({ description: 'Idempotency-Key reused for a different request' })
  async create(
    @Body(new ZodBodyPipe(contactRequestSchema)) request: ContactRequest,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactReceipt> {
    const { receipt, replayed } = await this.contacts.create(request, idempotencyKey);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return receipt;
  }
}
