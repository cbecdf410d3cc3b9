import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { LeadDelivery, LeadDeliveryChannel, NewsletterConsentRecord } from '@site/contracts';
import { In, type Repository } from 'typeorm';
import type { ContactEntity } from '../contacts/entities/contact.entity.js';
import { DeliveryOutbox } from '../deliveries/delivery-outbox.js';
import { LeadDeliveryEntity } from '../deliveries/entities/lead-delivery.entity.js';

/** What the admin sees of a lead beyond its fields: its newsletter consent and its deliveries. */
export interface LeadDetails {
  newsletterConsent: NewsletterConsentRecord | null;
  deliveries: LeadDelivery[];
}

/** Channels in a fixed order, so a lead's deliveries always list the same way. */
const CHANNEL_ORDER = { channel: 'ASC' } as const;

@Injectable()
export class LeadDetailsService {
  constructor(
    @Inject(getRepositoryToken(LeadDeliveryEntity)) private readonly deliveries: Repository<LeadDeliveryEntity>,
    @Inject(DeliveryOutbox) private readonly outbox: DeliveryOutbox,
  ) {}

  /** The details of each of these leads, by lead id (one query for all their deliveries). */
  async detailsOf(rows: readonly ContactEntity[]): Promise<Map<string, LeadDetails>> {
    const ids = rows.map((row) => row.id);
    const deliveries =
      ids.length === 0 ? [] : await this.deliveries.find({ where: { contactId: In(ids) }, order: CHANNEL_ORDER });
    const byContact = new Map<string, LeadDelivery[]>(ids.map((id) => [id, []]));
    for (const delivery of deliveries) byContact.get(delivery.contactId)?.push(toLeadDelivery(delivery));
    return new Map(
      rows.map((row) => [row.id, { newsletterConsent: consentOf(row), deliveries: byContact.get(row.id) ?? [] }]),
    );
  }

  /**
   * Puts a dead delivery back in the queue for a fresh series of attempts, due now. Only a dead
   * one: a pending one is already queued and a delivered one must never be sent twice.
   */
  async requeue(contactId: string, channel: LeadDeliveryChannel): Promise<LeadDelivery> {
    const delivery = await this.deliveries.findOneBy({ contactId, channel });
    if (!delivery) throw new NotFoundException(`Lead ${contactId} has no ${channel} delivery`);
    if (!this.outbox.isConfigured(channel)) {
      throw new ConflictException(`The ${channel} channel is not configured on this API: configure it first`);
    }
    const result = await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ state: 'pending', attempts: 0, nextAttemptAt: () => 'now()' })
      .where({ id: delivery.id, state: 'dead' })
      .execute();
    if (!result.affected) {
      throw new ConflictException(`The ${channel} delivery of lead ${contactId} is ${delivery.state}, not dead`);
    }
    this.outbox.notifyNewDeliveries();
    return toLeadDelivery(await this.deliveries.findOneByOrFail({ id: delivery.id }));
  }
}

function consentOf(row: ContactEntity): NewsletterConsentRecord | null {
  if (!row.newsletterConsentAt || row.newsletterConsentVersion === null || row.newsletterConsentText === null) {
    return null;
  }
  return {
    givenAt: row.newsletterConsentAt.toISOString(),
    version: row.newsletterConsentVersion,
    text: row.newsletterConsentText,
  };
}

function toLeadDelivery(row: LeadDeliveryEntity): LeadDelivery {
  return {
    channel: row.channel,
    state: row.state,
    attempts: row.attempts,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastError: row.lastError,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
