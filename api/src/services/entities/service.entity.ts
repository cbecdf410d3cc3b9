import { Check, Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { numericTransformer } from '../../database/numeric-transformer.js';

@Entity({ name: 'services' })
@Unique('services_name_key', ['name'])
@Check('services_price_range_check', `"price_range_min" <= "price_range_max"`)
@Check('services_color_check', `"color" IN ('cyan', 'purple', 'green')`)
@Check('services_icon_check', `"icon" IN ('fas fa-mobile-alt', 'fas fa-cogs', 'fas fa-chart-bar', 'fas fa-globe')`)
export class ServiceEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'services_pkey' })
  id!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 80 })
  category!: string;

  @Column({ type: 'varchar', length: 40 })
  icon!: string;

  @Column({ type: 'text', array: true })
  features!: string[];

  @Column({ name: 'price_range_min', type: 'numeric', precision: 8, scale: 2, transformer: numericTransformer })
  priceRangeMin!: number;

  @Column({ name: 'price_range_max', type: 'numeric', precision: 8, scale: 2, transformer: numericTransformer })
  priceRangeMax!: number;

  @Column({ type: 'varchar', length: 20 })
  color!: string;
}
