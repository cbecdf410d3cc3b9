import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer.js';

@Entity({ name: 'developers' })
@Unique('developers_email_key', ['email'])
@Check('developers_rating_check', `"rating" >= 0 AND "rating" <= 5`)
@Check('developers_availability_check', `"availability" IN ('available', 'busy', 'unavailable')`)
export class DeveloperEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'developers_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'varchar', length: 160 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'hourly_rate', type: 'numeric', precision: 8, scale: 2, transformer: numericTransformer })
  hourlyRate!: number;

  @Column({ type: 'numeric', precision: 3, scale: 2, default: 0, transformer: numericTransformer })
  rating!: number;

  @Column({ name: 'review_count', type: 'int', default: 0 })
  reviewCount!: number;

  @Column({ name: 'profile_image', type: 'varchar', length: 500 })
  profileImage!: string;

  @Column({ type: 'text', array: true })
  skills!: string[];

  @Column({ type: 'text', array: true, nullable: true })
  certifications!: string[] | null;

  @Column({ name: 'years_experience', type: 'int' })
  yearsExperience!: number;

  @Column({ type: 'varchar', length: 20, default: 'available' })
  availability!: string;
}
