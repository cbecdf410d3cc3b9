import type { PreferredTime } from '@site/contracts';

/**
 * The outbox's SQL. A delivery is claimed by locking its row (FOR UPDATE SKIP LOCKED) in a
 * transaction that stays open while it is sent and is committed with the outcome, so that many
 * dispatchers (API replicas) share the queue without ever holding the same delivery, and a
 * dispatcher that dies mid-send (its connection gone, the transaction rolled back) leaves the
 * delivery pending for the next one. Only `pending` rows are ever claimed, so a delivered one is
 * never sent again.
 */

/** $1: the channels this dispatcher can send (a delivery for a channel switched off waits). */
export const CLAIM_DUE_DELIVERY = `
  SELECT d.id, d.channel, d.attempts,
         c.id AS contact_id, c.created_at, c.full_name, c.email, c.company, c.service_needed,
         c.project_description, c.newsletter, c.newsletter_consent_at,
         c.job_title, c.phone, c.preferred_date, c.preferred_time, c.attendees
    FROM lead_deliveries d
    JOIN contacts c ON c.id = d.contact_id
   WHERE d.state = 'pending' AND d.next_attempt_at <= now() AND d.channel = ANY($1::text[])
   ORDER BY d.next_attempt_at
   LIMIT 1
     FOR UPDATE OF d SKIP LOCKED`;

/** $1 id, $2 attempts. */
export const MARK_DELIVERED = `
  UPDATE lead_deliveries
     SET state = 'delivered', attempts = $2, last_attempt_at = now(), delivered_at = now(), last_error = NULL
   WHERE id = $1`;

/** $1 id, $2 attempts, $3 error, $4 seconds until the next attempt. */
export const SCHEDULE_RETRY = `
  UPDATE lead_deliveries
     SET attempts = $2, last_attempt_at = now(), last_error = $3,
         next_attempt_at = now() + make_interval(secs => $4::double precision)
   WHERE id = $1`;

/** $1 id, $2 attempts, $3 error. */
export const MARK_DEAD = `
  UPDATE lead_deliveries
     SET state = 'dead', attempts = $2, last_attempt_at = now(), last_error = $3
   WHERE id = $1`;

export interface ClaimedDeliveryRow {
  id: string;
  channel: string;
  attempts: number;
  contact_id: string;
  created_at: Date;
  full_name: string;
  email: string;
  company: string | null;
  service_needed: string;
  project_description: string;
  newsletter: boolean;
  newsletter_consent_at: Date | null;
  job_title: string | null;
  phone: string | null;
  preferred_date: string | null;
  /** One of PREFERRED_TIMES: the column's CHECK constraint allows no other. */
  preferred_time: PreferredTime | null;
  attendees: number | null;
}
