import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer.js';
import { DeveloperEntity } from '../../developers/entities/developer.entity.js';

@Entity({ name: 'projects' })
@Check('projects_category_check', `"category" IN ('Power Apps', 'Power BI', 'Power Automate')`)
@Check('projects_rating_check', `"rating" >= 0 AND "rating" <= 5`)
export class ProjectEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'projects_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 160 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 40 })
  category!: string;

  @Column({ type: 'varchar', length: 500 })
  image!: string;

  @Column({ type: 'numeric', precision: 3, scale: 2, transformer: numericTransformer })
  rating!: number;

  @Column({ type: 'text' })
  impact!: string;

  @Index('projects_developer_id_idx')
  @Column({ name: 'developer_id', type: 'uuid' })
  developerId!: string;

  @ManyToOne(() => DeveloperEntity, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'developer_id', foreignKeyConstraintName: 'projects_developer_id_fkey' })
  developer?: Relation<DeveloperEntity>;

  @Column({ type: 'text', array: true })
  technologies!: string[];
}
