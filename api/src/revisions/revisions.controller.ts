import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DataRevisions } from '@site/contracts';
import { apiErrorSchema } from '@site/contracts/response-schemas';
import { z } from 'zod';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';
import { RevisionsService } from './revisions.service.js';

const revisionsQuerySchema = z.strictObject({
  since: z
    .string({ error: 'Must be a time in milliseconds' })
    .regex(/^\d{1,15}$/, { error: 'Must be a time in milliseconds' })
    .transform(Number)
    .optional(),
});

const revisionsSchema = z.object({
  horizon: z.number(),
  revisions: z.array(z.object({ tag: z.string(), revision: z.number() })),
});

/**
 * The data's revisions, for the site server's page cache: it asks every second or so with the
 * horizon of its last answer, and replaces the pages that read a tag whose revision moved.
 */
@ApiTags('revisions')
@Controller('revisions')
export class RevisionsController {
  constructor(@Inject(RevisionsService) private readonly revisions: RevisionsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'The revision of each data tag changed after `since` (every tag without it), up to `horizon`: the time to ask from next',
    standardSchema: revisionsSchema,
  })
  @ApiBadRequestResponse({
    description: 'A bad or unknown query parameter, named in errors',
    standardSchema: apiErrorSchema,
  })
  since(@Query(new ZodBodyPipe(revisionsQuerySchema)) query: { since?: number }): Promise<DataRevisions> {
    return this.revisions.since(query.since);
  }
}
