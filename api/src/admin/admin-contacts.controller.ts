import { Body, Controller, Get, Header, Inject, Param, Patch, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CONTACT_STATUSES, type Contact } from '@site/contracts';
import { uuidParam } from '../common/uuid-param.pipe.js';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { contactPageSchema, contactSchema, errorSchema, openApiSchema } from '../docs/resource-schemas.js';
import { AdminContactsService, type ContactPage } from './admin-contacts.service.js';
import {
  ADMIN_PAGE_SIZE_DEFAULT,
  ADMIN_PAGE_SIZE_MAX,
  type ContactExportQuery,
  type ContactListQuery,
  type ContactStatusUpdate,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactStatusUpdateSchema,
} from './admin-requests.js';
import { AdminTokenGuard } from './admin-token.guard.js';
import { contactsToCsv } from './contacts-csv.js';

const UNAUTHORIZED = {
  description: 'No or wrong `Authorization: Bearer <ADMIN_TOKEN>`',
  schema: openApiSchema(errorSchema),
};
const BAD_REQUEST = { description: 'Bad query or body, naming each bad field', schema: openApiSchema(errorSchema) };
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
  constructor(@Inject(AdminContactsService) private readonly contacts: AdminContactsService) {}

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
  @ApiOkResponse({ description: 'One page of leads, newest first', schema: openApiSchema(contactPageSchema) })
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
  @ApiBody({ schema: openApiSchema(contactStatusUpdateSchema, 'input') })
  @ApiOkResponse({ description: 'The lead, with its new status', schema: openApiSchema(contactSchema) })
  @ApiBadRequestResponse(BAD_REQUEST)
  @ApiNotFoundResponse({ description: 'No lead has this id', schema: openApiSchema(errorSchema) })
  setStatus(
    @Param('id', uuidParam()) id: string,
    @Body(new ZodBodyPipe(contactStatusUpdateSchema)) { status }: ContactStatusUpdate,
  ): Promise<Contact> {
    return this.contacts.setStatus(id, status);
  }
}
