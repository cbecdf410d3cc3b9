import type { PreferredTime } from '@site/contracts';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

@Entity({ name: 'contacts' })
@Unique('contacts_idempotency_key_key', ['idempotencyKey'])
@Check('contacts_status_check', `"status" IN ('new', 'contacted', 'qualified', 'won', 'lost')`)
@Check('contacts_preferred_time_check', `"preferred_time" IN ('morning', 'afternoon', 'evening')`)
@Check('contacts_attendees_check', `"attendees" BETWEEN 1 AND 100`)
@Check(
  'contacts_newsletter_consent_check',
  `("newsletter_consent_at" IS NULL) = ("newsletter_consent_version" IS NULL) AND ("newsletter_consent_at" IS NULL) = ("newsletter_consent_text" IS NULL)`,
)
// The retention job deletes by age; erasure finds a person by address whatever its case.
@Index('contacts_created_at_idx', ['createdAt'])
@Index('contacts_email_lower_idx', { synchronize: false })
export class ContactEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'contacts_pkey' })
  id!: string;

  @Column({ name: 'full_name', type: 'varchar', length: 120 })
  fullName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 160, nullable: true })
  company!: string | null;

  @Column({ name: 'service_needed', type: 'varchar', length: 300 })
  serviceNeeded!: string;

  @Column({ name: 'project_description', type: 'text' })
  projectDescription!: string;

  @Column({ type: 'boolean', default: false })
  newsletter!: boolean;

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The client's `Idempotency-Key`, so a retried POST finds the lead it already created. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 128, nullable: true })
  idempotencyKey!: string | null;

  /** A demo booking's details (migration AddContactDemoDetails); null for contact-form leads. */
  @Column({ name: 'job_title', type: 'varchar', length: 120, nullable: true })
  jobTitle!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone!: string | null;

  /** A calendar date, read as `YYYY-MM-DD` (no time zone to shift it). */
  @Column({ name: 'preferred_date', type: 'date', nullable: true })
  preferredDate!: string | null;

  @Column({ name: 'preferred_time', type: 'varchar', length: 20, nullable: true })
  preferredTime!: PreferredTime | null;

  @Column({ type: 'integer', nullable: true })
  attendees!: number | null;

  /** SHA-256 of the validated request, to tell a retry from a different lead sent with a reused key. */
  @Column({ name: 'request_fingerprint', type: 'char', length: 64, nullable: true })
  requestFingerprint!: string | null;

  /** When the visitor ticked the newsletter box (null: not ticked). */
  @Column({ name: 'newsletter_consent_at', type: 'timestamptz', nullable: true })
  newsletterConsentAt!: Date | null;

  /** The version of the wording they were shown (NEWSLETTER_CONSENT in @site/contracts). */
  @Column({ name: 'newsletter_consent_version', type: 'varchar', length: 60, nullable: true })
  newsletterConsentVersion!: string | null;

  /** That wording, word for word. */
  @Column({ name: 'newsletter_consent_text', type: 'text', nullable: true })
  newsletterConsentText!: string | null;
}
