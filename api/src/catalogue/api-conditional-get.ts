import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse } from '@nestjs/swagger';

/** OpenAPI for a read answered with an ETag: `If-None-Match` and its 304. */
export function ApiConditionalGet(): MethodDecorator {
  return applyDecorators(
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the copy the caller holds' }),
    ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current (no body)' }),
  );
}
