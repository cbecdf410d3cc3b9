import { createHash, randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import {
  type ContactReceipt,
  type ContactRequest,
  type ContactStatus,
  DEMO_DETAIL_FIELDS,
  HONEYPOT_FIELD,
  NEWSLETTER_CONSENT,
} from '@site/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Repository } from 'typeorm';
import { ApiHttpException } from '../common/api-errors.js';
import { DeliveryOutbox } from '../deliveries/delivery-outbox.js';
import { LeadMetrics } from '../metrics/lead-metrics.js';
import { ContactEntity } from './entities/contact.entity.js';

export interface ContactOutcome {
  receipt: ContactReceipt;
  /** True when an earlier request with the same Idempotency-Key already stored this lead. */
  replayed: boolean;
}

export interface CreateContactOptions {
  idempotencyKey?: string;
  /** The request's logger (it carries the request id). */
  log: FastifyBaseLogger;
}

interface ReceiptRow {
  id: string;
  status: ContactStatus;
  created_at: Date;
}

@Injectable()
export class ContactsService {
  constructor(
    @Inject(getRepositoryToken(ContactEntity)) private readonly contacts: Repository<ContactEntity>,
    @Inject(DeliveryOutbox) private readonly outbox: DeliveryOutbox,
    @Inject(LeadMetrics) private readonly metrics: LeadMetrics,
  ) {}

  /**
   * Stores a lead with status 'new'. With an idempotency key, the insert and the unique key decide
   * in one statement which of several racing requests stores it; the others get its receipt.
   * A lead that fills the honeypot field (people never see it) gets the answer a stored lead gets,
   * so a bot learns nothing, and nothing is stored (so nothing is delivered).
   * The lead and one delivery row per configured channel (the outbox) are written by one statement,
   * so atomically; nothing is sent inside the request: the dispatcher sends them afterwards. A
   * ticked newsletter box is stored with the time and the exact wording the forms show.
   */
  async create(request: ContactRequest, { idempotencyKey, log }: CreateContactOptions): Promise<ContactOutcome> {
    if (fillsHoneypot(request)) {
      log.warn({ honeypot: HONEYPOT_FIELD }, 'honeypot field filled: answered as stored, not stored');
      this.metrics.countRefused(request, 'honeypot');
      return { receipt: decoyReceipt(), replayed: false };
    }
    const fingerprint = idempotencyKey === undefined ? null : fingerprintOf(request);
    const inserted: ReceiptRow[] = await this.contacts.query(
      `WITH inserted AS (
         INSERT INTO "contacts"
           ("full_name", "email", "company", "service_needed", "project_description", "newsletter",
            "idempotency_key", "request_fingerprint",
            "job_title", "phone", "preferred_date", "preferred_time", "attendees",
            "newsletter_consent_at", "newsletter_consent_version", "newsletter_consent_text")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
                 CASE WHEN $6 THEN now() END, CASE WHEN $6 THEN $14 END, CASE WHEN $6 THEN $15 END)
         ON CONFLICT ("idempotency_key") DO NOTHING
         RETURNING "id", "status", "created_at"
       ), outbox AS (
         INSERT INTO "lead_deliveries" ("contact_id", "channel")
         SELECT inserted."id", channel FROM inserted, unnest($16::text[]) AS channel
       )
       SELECT "id", "status", "created_at" FROM inserted`,
      [
        request.fullName,
        request.email,
        request.company || null,
        request.serviceNeeded,
        request.projectDescription,
        request.newsletter,
        idempotencyKey ?? null,
        fingerprint,
        ...demoDetailsOf(request),
        NEWSLETTER_CONSENT.version,
        NEWSLETTER_CONSENT.text,
        this.outbox.channels,
      ],
    );
    const row = inserted[0];
    if (row) {
      if (this.outbox.channels.length > 0) this.outbox.notifyNewDeliveries();
      this.metrics.countAccepted(request);
      return { receipt: toReceipt(row), replayed: false };
    }
    const receipt = await this.findEarlier(idempotencyKey, fingerprint);
    // Answered as the first time, and not stored again.
    this.metrics.countRefused(request, 'duplicate');
    return { receipt, replayed: true };
  }

  private async findEarlier(idempotencyKey: string | undefined, fingerprint: string | null): Promise<ContactReceipt> {
    const earlier = idempotencyKey === undefined ? null : await this.contacts.findOneBy({ idempotencyKey });
    if (!earlier) throw new Error('Contact insert stored nothing and no earlier lead holds its idempotency key');
    if (earlier.requestFingerprint !== fingerprint) {
      throw new ApiHttpException({
        statusCode: HttpStatus.UNPROCESSABLE_ENTITY,
        message: 'This Idempotency-Key was already used for a different request',
      });
    }
    return toReceipt({ id: earlier.id, status: earlier.status as ContactStatus, created_at: earlier.createdAt });
  }
}

function fillsHoneypot(request: ContactRequest): boolean {
  return (request[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/** Looks like a stored lead's receipt; no row has this id. */
function decoyReceipt(): ContactReceipt {
  return { id: randomUUID(), status: 'new', createdAt: new Date().toISOString() };
}

function toReceipt(row: ReceiptRow): ContactReceipt {
  return { id: row.id, status: row.status, createdAt: row.created_at.toISOString() };
}

/** A demo booking's details in DEMO_DETAIL_FIELDS order, null where not given (blank text is not given). */
function demoDetailsOf(request: ContactRequest): (string | number | null)[] {
  return DEMO_DETAIL_FIELDS.map((field) => {
    const value = request[field];
    return value === undefined || value === '' ? null : value;
  });
}

/** The validated request in a fixed key order, hashed: equal for a retry, different for another lead. */
function fingerprintOf(request: ContactRequest): string {
  const details = demoDetailsOf(request);
  const canonical = JSON.stringify([
    request.fullName,
    request.email,
    request.company ?? null,
    request.serviceNeeded,
    request.projectDescription,
    request.newsletter,
    // Only when there are some, so a lead without them hashes as it did before they existed.
    ...(details.some((value) => value !== null) ? [details] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
