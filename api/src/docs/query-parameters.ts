import { applyDecorators } from '@nestjs/common';
import { ApiQuery, type SchemaObject } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiRequestSchema } from './request-schema.js';

/**
 * One `@ApiQuery` per property of a query schema (zod, the one that validates it), each with its
 * own type, bounds, default and description: the OpenAPI document lists the parameters the API
 * actually accepts, from the same source.
 */
export function ApiQueryFromSchema(schema: z.ZodObject): MethodDecorator {
  const { properties = {}, required = [] } = openApiRequestSchema(schema);
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) => {
      const { description, ...propertySchema } = property as SchemaObject;
      return ApiQuery({ name, required: required.includes(name), description, schema: propertySchema });
    }),
  );
}
