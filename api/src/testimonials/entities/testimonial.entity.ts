import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer.js';
import { DeveloperEntity } from '../../developers/entities/developer.entity.js';

@Entity({ name: 'testimonials' })
@Check('testimonials_rating_check', `"rating" >= 0 AND "rating" <= 5`)
export class TestimonialEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'testimonials_pkey' })
  id!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ name: 'client_name', type: 'varchar', length: 120 })
  clientName!: string;

  @Column({ name: 'client_title', type: 'varchar', length: 160 })
  clientTitle!: string;

  @Column({ name: 'client_company', type: 'varchar', length: 160 })
  clientCompany!: string;

  @Column({ name: 'client_image', type: 'varchar', length: 500 })
  clientImage!: string;

  @Column({ type: 'numeric', precision: 3, scale: 2, transformer: numericTransformer })
  rating!: number;

  @Index('testimonials_developer_id_idx')
  @Column({ name: 'developer_id', type: 'uuid' })
  developerId!: string;

  @ManyToOne(() => DeveloperEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'developer_id', foreignKeyConstraintName: 'testimonials_developer_id_fkey' })
  developer?: Relation<DeveloperEntity>;
}
