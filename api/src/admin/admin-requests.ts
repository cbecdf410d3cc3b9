import { CONTACT_STATUSES, LEAD_DELIVERY_CHANNELS } from '@site/contracts';
import { z } from 'zod';

export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_PAGE_SIZE_DEFAULT = 20;

const statusMessage = `Must be one of ${CONTACT_STATUSES.join(', ')}`;
const status = z.enum(CONTACT_STATUSES, { error: statusMessage });

/** A query-string number: digits only (no sign, exponent or blank), then bounded. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z
    .string({ error: `Must be a whole number from ${min} to ${max}` })
    .regex(/^\d{1,9}$/, { error: `Must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `Must be a whole number from ${min} to ${max}` })
        .max(max, { error: `Must be a whole number from ${min} to ${max}` }),
    )
    .default(fallback);

/** `GET /api/admin/contacts?page=&pageSize=&status=` */
export const contactListQuerySchema = z.strictObject({
  page: wholeNumber(1, 1_000_000, 1),
  pageSize: wholeNumber(1, ADMIN_PAGE_SIZE_MAX, ADMIN_PAGE_SIZE_DEFAULT),
  status: status.optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

/** `GET /api/admin/contacts.csv?status=` */
export const contactExportQuerySchema = z.strictObject({ status: status.optional() });
export type ContactExportQuery = z.output<typeof contactExportQuerySchema>;

/** `PATCH /api/admin/contacts/:id` */
export const contactStatusUpdateSchema = z.strictObject({ status });
export type ContactStatusUpdate = z.output<typeof contactStatusUpdateSchema>;

/** `?email=` of the erasure and the export: one address (any letter case). */
export const personQuerySchema = z.strictObject({
  email: z
    .string({ error: 'Must be an e-mail address' })
    .trim()
    .pipe(z.email({ error: 'Must be an e-mail address' })),
});
export type PersonQuery = z.output<typeof personQuerySchema>;

/** `:channel` of `POST /api/admin/contacts/:id/deliveries/:channel/requeue`. */
export const deliveryChannelSchema = z.enum(LEAD_DELIVERY_CHANNELS, {
  error: `Must be one of ${LEAD_DELIVERY_CHANNELS.join(', ')}`,
});
