import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  CONTACT_STATUSES,
  type Contact,
  type ContactPage,
  type ErasureResult,
  LEAD_DELIVERY_CHANNELS,
  type LeadDelivery,
  type LeadDeliveryChannel,
  type PersonalDataExport,
} from '@site/contracts';
import {
  apiErrorSchema,
  contactPageSchema,
  contactSchema,
  erasureResultSchema,
  leadDeliverySchema,
  personalDataExportSchema,
} from '@site/contracts/response-schemas';
import { ValidationFailedException } from '../common/api-errors.js';
import { uuidParam } from '../common/uuid-param.pipe.js';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { openApiRequestSchema } from '../docs/request-schema.js';
import { AdminContactsService } from './admin-contacts.service.js';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactStatusUpdate,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactStatusUpdateSchema,
  deliveryChannelSchema,
  type PersonQuery,
  personQuerySchema,
} from './admin-requests.js';
import { AdminTokenGuard } from './admin-token.guard.js';
import { contactsToCsv } from './contacts-csv.js';
import { LeadDetailsService } from './lead-details.service.js';
import { PersonalDataService } from './personal-data.service.js';

const UNAUTHORIZED = {
  description: 'No or wrong `Authorization: Bearer <ADMIN_TOKEN>`',
  standardSchema: apiErrorSchema,
};
const BAD_REQUEST = { description: 'Bad query or body, naming each bad field', standardSchema: apiErrorSchema };
const STATUS_QUERY = {
  name: 'status',
  required: false,
  enum: CONTACT_STATUSES,
  description: 'Only leads with this status',
};

/** The consultancy reads its leads here. Registered only when ADMIN_TOKEN is set. */
@ApiTags('admin')
@ApiBearerAuth()
@ApiUnauthorizedResponse(UNAUTHORIZED)
@Controller('admin')
@UseGuards(AdminTokenGuard)
export class AdminContactsController {
  constructor(
    @Inject(AdminContactsService) private readonly contacts: AdminContactsService,
    @Inject(LeadDetailsService) private readonly details: LeadDetailsService,
    @Inject(PersonalDataService) private readonly personalData: PersonalDataService,
  ) {}

  @Get('contacts')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1 (default 1)' })
  @ApiQuery({
    name: 'pageSize',
    required: false,
    type: Number,
    description: `1 to ${ADMIN_PAGE_SIZE_MAX} (default ${ADMIN_PAGE_SIZE_DEFAULT})`,
  })
  @ApiQuery(STATUS_QUERY)
  @ApiOkResponse({
    description: 'One page of leads, newest first, each with its newsletter consent and its delivery state per channel',
    standardSchema: contactPageSchema,
  })
  @ApiBadRequestResponse(BAD_REQUEST)
  list(@Query(new ZodBodyPipe(contactListQuerySchema)) query: ContactListQuery): Promise<ContactPage> {
    return this.contacts.list(query);
  }

  @Get('contacts.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="contacts.csv"')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiQuery(STATUS_QUERY)
  @ApiOkResponse({
    description:
      'Every matching lead, newest first, as UTF-8 CSV (with a byte order mark, for Excel). Cells a spreadsheet would read as a formula (starting with = + - @) start with a quote.',
    schema: { type: 'string' },
  })
  @ApiBadRequestResponse(BAD_REQUEST)
  async exportCsv(@Query(new ZodBodyPipe(contactExportQuerySchema)) query: ContactExportQuery): Promise<string> {
    return contactsToCsv(await this.contacts.all(query));
  }

  @Patch('contacts/:id')
  @Header('Cache-Control', 'no-store')
  @ApiBody({ schema: openApiRequestSchema(contactStatusUpdateSchema) })
  @ApiOkResponse({ description: 'The lead, with its new status', standardSchema: contactSchema })
  @ApiBadRequestResponse(BAD_REQUEST)
  @ApiNotFoundResponse({ description: 'No lead has this id', standardSchema: apiErrorSchema })
  setStatus(
    @Param('id', uuidParam()) id: string,
    @Body(new ZodBodyPipe(contactStatusUpdateSchema)) { status }: ContactStatusUpdate,
  ): Promise<Contact> {
    return this.contacts.setStatus(id, status);
  }

  @Post('contacts/:id/deliveries/:channel/requeue')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description: 'The delivery, pending again with a fresh series of attempts, due now',
    standardSchema: leadDeliverySchema,
  })
  @ApiBadRequestResponse(BAD_REQUEST)
  @ApiNotFoundResponse({
    description: 'No such lead, or no delivery to that channel',
    standardSchema: apiErrorSchema,
  })
  @ApiConflictResponse({
    description: 'The delivery is not dead (pending or delivered), or its channel is not configured',
    standardSchema: apiErrorSchema,
  })
  requeue(@Param('id', uuidParam()) id: string, @Param('channel') channel: string): Promise<LeadDelivery> {
    return this.details.requeue(id, channelOf(channel));
  }

  @Get('contacts/export')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="personal-data.json"')
  @ApiQuery({ name: 'email', required: true, description: 'The address (any letter case)' })
  @ApiOkResponse({
    description:
      'Everything held about one e-mail address (a subject access or portability request), oldest lead first',
    standardSchema: personalDataExportSchema,
  })
  @ApiBadRequestResponse(BAD_REQUEST)
  exportPerson(@Query(new ZodBodyPipe(personQuerySchema)) { email }: PersonQuery): Promise<PersonalDataExport> {
    return this.personalData.export(email);
  }

  @Delete('contacts')
  @Header('Cache-Control', 'no-store')
  @ApiQuery({ name: 'email', required: true, description: 'The address (any letter case)' })
  @ApiOkResponse({
    description: 'Every lead of that address and their deliveries are deleted: how many of each',
    standardSchema: erasureResultSchema,
  })
  @ApiBadRequestResponse(BAD_REQUEST)
  erase(@Query(new ZodBodyPipe(personQuerySchema)) { email }: PersonQuery): Promise<ErasureResult> {
    return this.personalData.erase(email);
  }
}

function channelOf(value: string): LeadDeliveryChannel {
  const parsed = deliveryChannelSchema.safeParse(value);
  if (!parsed.success) {
    throw new ValidationFailedException({ channel: `Must be one of ${LEAD_DELIVERY_CHANNELS.join(', ')}` });
  }
  return parsed.data;
}
