import { z } from 'zod';

/** The health answers: the OpenAPI document, the controller's types and the tests take them from here. */
export const healthSchema = z
  .strictObject({ status: z.literal('ok'), database: z.literal('up') })
  .meta({ id: 'Healthy' });

export const livenessSchema = z.strictObject({ status: z.literal('ok') }).meta({ id: 'Alive' });

export const unhealthySchema = z
  .strictObject({
    statusCode: z.literal(503),
    message: z.string(),
    status: z.literal('error'),
    database: z.literal('down'),
  })
  .meta({ id: 'Unhealthy' });

export type Healthy = z.output<typeof healthSchema>;
export type Alive = z.output<typeof livenessSchema>;
