import type { LeadDeliveryChannel, LeadDeliveryState } from '@site/contracts';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { ContactEntity } from '../../contacts/entities/contact.entity.js';

/** One lead's delivery to one channel: the outbox row the dispatcher claims, sends and settles. */
@Entity({ name: 'lead_deliveries' })
@Unique('lead_deliveries_contact_id_channel_key', ['contactId', 'channel'])
@Check('lead_deliveries_channel_check', `"channel" IN ('email', 'webhook')`)
@Check('lead_deliveries_state_check', `"state" IN ('pending', 'delivered', 'dead')`)
@Check('lead_deliveries_attempts_check', `"attempts" >= 0`)
@Index('lead_deliveries_due_idx', ['nextAttemptAt'], { where: `"state" = 'pending'` })
@Index('lead_deliveries_undelivered_idx', ['channel', 'state', 'createdAt'], { where: `"state" <> 'delivered'` })
export class LeadDeliveryEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'lead_deliveries_pkey' })
  id!: string;

  @Column({ name: 'contact_id', type: 'uuid' })
  contactId!: string;

  @ManyToOne(() => ContactEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'contact_id', foreignKeyConstraintName: 'lead_deliveries_contact_id_fkey' })
  contact?: Relation<ContactEntity>;

  @Column({ type: 'varchar', length: 20 })
  channel!: LeadDeliveryChannel;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  state!: LeadDeliveryState;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_attempt_at', type: 'timestamptz', nullable: true })
  lastAttemptAt!: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
