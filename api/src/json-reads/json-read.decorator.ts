import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse } from '@nestjs/swagger';
import { CATALOGUE_SNAPSHOT, JsonReadInterceptor } from './json-read.interceptor.js';

export interface JsonReadOptions {
  /**
   * Keep the answer in memory for the catalogue TTL: only for content nothing in the API writes
   * (the seed's developers and services), on a route without parameters; one per query string.
   */
  catalogueSnapshot?: boolean;
}

/**
 * A read: the handler returns what its service found; the answer carries a strong ETag and
 * `Cache-Control: no-cache`, and a caller holding the current copy gets a 304 (see
 * JsonReadInterceptor). Also documents `If-None-Match` and the 304 in the OpenAPI description.
 */
export function JsonRead(options: JsonReadOptions = {}): MethodDecorator {
  return applyDecorators(
    SetMetadata(CATALOGUE_SNAPSHOT, options.catalogueSnapshot === true),
    UseInterceptors(JsonReadInterceptor),
    ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of the copy the caller holds' }),
    ApiNotModifiedResponse({ description: 'The copy named by If-None-Match is current (no body)' }),
  );
}
