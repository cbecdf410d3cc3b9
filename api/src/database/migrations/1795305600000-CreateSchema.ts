import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The five resources of spec section 3. Numeric sizes follow the spec (hourly rate and prices
 * numeric(8,2), ratings numeric(3,2)); ids come from gen_random_uuid(), built into PostgreSQL 13+.
 */
export class CreateSchema1795305600000 implements MigrationInterface {
  name = 'CreateSchema1795305600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "developers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" character varying(120) NOT NULL,
        "title" character varying(160) NOT NULL,
        "description" text NOT NULL,
        "email" character varying(254) NOT NULL,
        "hourly_rate" numeric(8,2) NOT NULL,
        "rating" numeric(3,2) NOT NULL DEFAULT 0,
        "review_count" integer NOT NULL DEFAULT 0,
        "profile_image" character varying(500) NOT NULL,
        "skills" text array NOT NULL,
        "certifications" text array,
        "years_experience" integer NOT NULL,
        "availability" character varying(20) NOT NULL DEFAULT 'available',
        CONSTRAINT "developers_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "developers_email_key" UNIQUE ("email"),
        CONSTRAINT "developers_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5),
        CONSTRAINT "developers_availability_check" CHECK ("availability" IN ('available', 'busy', 'unavailable'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "services" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" character varying(120) NOT NULL,
        "description" text NOT NULL,
        "category" character varying(80) NOT NULL,
        "icon" character varying(40) NOT NULL,
        "features" text array NOT NULL,
        "price_range_min" numeric(8,2) NOT NULL,
        "price_range_max" numeric(8,2) NOT NULL,
        "color" character varying(20) NOT NULL,
        CONSTRAINT "services_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "services_name_key" UNIQUE ("name"),
        CONSTRAINT "services_price_range_check" CHECK ("price_range_min" <= "price_range_max"),
        CONSTRAINT "services_color_check" CHECK ("color" IN ('cyan', 'purple', 'green')),
        CONSTRAINT "services_icon_check" CHECK ("icon" IN ('fas fa-mobile-alt', 'fas fa-cogs', 'fas fa-chart-bar', 'fas fa-globe'))
      )`);
    await queryRunner.query(`
      CREATE TABLE "projects" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "title" character varying(160) NOT NULL,
        "description" text NOT NULL,
        "category" character varying(40) NOT NULL,
        "image" character varying(500) NOT NULL,
        "rating" numeric(3,2) NOT NULL,
        "impact" text NOT NULL,
        "developer_id" uuid NOT NULL,
        "technologies" text array NOT NULL,
        CONSTRAINT "projects_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "projects_developer_id_fkey" FOREIGN KEY ("developer_id") REFERENCES "developers"("id") ON DELETE CASCADE,
        CONSTRAINT "projects_category_check" CHECK ("category" IN ('Power Apps', 'Power BI', 'Power Automate')),
        CONSTRAINT "projects_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5)
      )`);
    await queryRunner.query(`CREATE INDEX "projects_developer_id_idx" ON "projects" ("developer_id")`);
    await queryRunner.query(`
      CREATE TABLE "testimonials" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "content" text NOT NULL,
        "client_name" character varying(120) NOT NULL,
        "client_title" character varying(160) NOT NULL,
        "client_company" character varying(160) NOT NULL,
        "client_image" character varying(500) NOT NULL,
        "rating" numeric(3,2) NOT NULL,
        "developer_id" uuid NOT NULL,
        CONSTRAINT "testimonials_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "testimonials_developer_id_fkey" FOREIGN KEY ("developer_id") REFERENCES "developers"("id") ON DELETE CASCADE,
        CONSTRAINT "testimonials_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5)
      )`);
    await queryRunner.query(`CREATE INDEX "testimonials_developer_id_idx" ON "testimonials" ("developer_id")`);
    await queryRunner.query(`
      CREATE TABLE "contacts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "full_name" character varying(120) NOT NULL,
        "email" character varying(254) NOT NULL,
        "company" character varying(160),
        "service_needed" character varying(300) NOT NULL,
        "project_description" text NOT NULL,
        "newsletter" boolean NOT NULL DEFAULT false,
        "status" character varying(20) NOT NULL DEFAULT 'new',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "contacts_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "contacts_status_check" CHECK ("status" IN ('new', 'contacted', 'qualified', 'won', 'lost'))
      )`);
    // Which one-off content steps (the seed) have run, so a restart never repeats them.
    await queryRunner.query(`
      CREATE TABLE "seed_runs" (
        "name" character varying(100) NOT NULL,
        "ran_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "seed_runs_pkey" PRIMARY KEY ("name")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "seed_runs"`);
    await queryRunner.query(`DROP TABLE "contacts"`);
    await queryRunner.query(`DROP TABLE "testimonials"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    await queryRunner.query(`DROP TABLE "services"`);
    await queryRunner.query(`DROP TABLE "developers"`);
  }
}
