import { Inject, Injectable } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { ErasureResult, PersonalDataExport } from '@site/contracts';
import type { Repository } from 'typeorm';
import { ContactEntity } from '../contacts/entities/contact.entity.js';
import { toContact } from './admin-contacts.service.js';
import { LeadDetailsService } from './lead-details.service.js';

/**
 * A person's rights over their data (UK GDPR articles 15, 17 and 20): everything the site holds
 * about one e-mail address, and its erasure. An address matches whatever its letter case.
 */
@Injectable()
export class PersonalDataService {
  constructor(
    @Inject(getRepositoryToken(ContactEntity)) private readonly contacts: Repository<ContactEntity>,
    @Inject(LeadDetailsService) private readonly details: LeadDetailsService,
  ) {}

  async export(email: string): Promise<PersonalDataExport> {
    const rows = await this.contacts
      .createQueryBuilder('contact')
      .where('lower(contact.email) = lower(:email)', { email })
      .orderBy('contact.createdAt', 'ASC')
      .addOrderBy('contact.id', 'ASC')
      .getMany();
    const details = await this.details.detailsOf(rows);
    return {
      email,
      exportedAt: new Date().toISOString(),
      contacts: rows.map((row) => ({
        ...toContact(row),
        newsletterConsent: null,
        deliveries: [],
        ...details.get(row.id),
      })),
    };
  }

  /**
   * Deletes every lead of the address and, by the foreign key's cascade, every delivery of them,
   * in one statement; answers how many of each it removed. (The counting reads the rows as they
   * were when the statement began, before the cascade.)
   */
  async erase(email: string): Promise<ErasureResult> {
    const [counts] = (await this.contacts.query(
      `WITH erased AS (
         DELETE FROM "contacts" WHERE lower("email") = lower($1) RETURNING "id"
       )
       SELECT (SELECT count(*) FROM erased)::int AS contacts,
              (SELECT count(*) FROM "lead_deliveries" WHERE "contact_id" IN (SELECT "id" FROM erased))::int AS deliveries`,
      [email],
    )) as ErasureResult[];
    return counts ?? { contacts: 0, deliveries: 0 };
  }
}
