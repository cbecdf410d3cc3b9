import type { SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * A request body or query schema (zod, the one that validates it) as an OpenAPI 3.0 Schema Object,
 * for `@ApiBody`, which takes no Standard Schema. Responses need no such step: `@ApiOkResponse`
 * and its kin take the zod schema itself (`standardSchema`).
 */
export function openApiRequestSchema(schema: z.ZodType): SchemaObject {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as SchemaObject;
}
