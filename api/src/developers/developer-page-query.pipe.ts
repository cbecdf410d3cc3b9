import type { PipeTransform } from '@nestjs/common';
import { type DeveloperPageRequest, developerPageQuerySchema } from '@site/contracts/developer-query-schema';
import { ZodBodyPipe } from '../common/zod-body.pipe.js';

/**
 * `GET /api/developers`'s query: none at all is the spec's plain call (`undefined`: the whole list,
 * as it always was); any parameter makes it a page read, validated by the contracts' schema (a 400
 * naming each bad or unknown parameter).
 */
export class DeveloperPageQueryPipe implements PipeTransform<unknown, DeveloperPageRequest | undefined> {
  private readonly validate = new ZodBodyPipe(developerPageQuerySchema);

  transform(query: unknown): DeveloperPageRequest | undefined {
    const isPlainCall = typeof query !== 'object' || query === null || Object.keys(query).length === 0;
    return isPlainCall ? undefined : this.validate.transform(query);
  }
}
