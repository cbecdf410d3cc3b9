import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Contact, ContactPage, ContactStatus } from '@site/contracts';
import type { FindOptionsWhere, Repository } from 'typeorm';
import { ContactEntity } from '../contacts/entities/contact.entity.js';
import type { ContactExportQuery, ContactListQuery } from './admin-requests.js';
import { LeadDetailsService } from './lead-details.service.js';

/** Newest first; the id breaks ties, so pages never overlap or skip a lead. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** The consultancy's view of its leads: list, export, and move a lead along its statuses. */
@Injectable()
export class AdminContactsService {
  constructor(
    @Inject(getRepositoryToken(ContactEntity)) private readonly contacts: Repository<ContactEntity>,
    @Inject(LeadDetailsService) private readonly details: LeadDetailsService,
  ) {}

  async list({ page, pageSize, status }: ContactListQuery): Promise<ContactPage> {
    const [rows, total] = await this.contacts.findAndCount({
      where: whereStatus(status),
      order: NEWEST_FIRST,
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    const details = await this.details.detailsOf(rows);
    const items = rows.map((row) => ({
      ...toContact(row),
      newsletterConsent: null,
      deliveries: [],
      ...details.get(row.id),
    }));
    return { items, page, pageSize, total };
  }

  async all({ status }: ContactExportQuery): Promise<Contact[]> {
    const rows = await this.contacts.find({ where: whereStatus(status), order: NEWEST_FIRST });
    return rows.map(toContact);
  }

  async setStatus(id: string, status: ContactStatus): Promise<Contact> {
    const result = await this.contacts.update({ id }, { status });
    if (!result.affected) throw new NotFoundException(`Contact ${id} not found`);
    return toContact(await this.contacts.findOneByOrFail({ id }));
  }
}

function whereStatus(status: ContactStatus | undefined): FindOptionsWhere<ContactEntity> {
  return status === undefined ? {} : { status };
}

export function toContact(row: ContactEntity): Contact {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    company: row.company,
    serviceNeeded: row.serviceNeeded,
    projectDescription: row.projectDescription,
    newsletter: row.newsletter,
    status: row.status as ContactStatus,
    createdAt: row.createdAt.toISOString(),
    jobTitle: row.jobTitle,
    phone: row.phone,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime,
    attendees: row.attendees,
  };
}
