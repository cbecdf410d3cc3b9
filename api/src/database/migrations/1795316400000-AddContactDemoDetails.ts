import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A demo booking's details, stored with its lead so the consultancy can confirm the session without
 * asking again. All nullable: contact-form leads, and leads stored before this, have none.
 */
export class AddContactDemoDetails1795316400000 implements MigrationInterface {
  name = 'AddContactDemoDetails1795316400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contacts"
        ADD COLUMN "job_title" character varying(120),
        ADD COLUMN "phone" character varying(40),
        ADD COLUMN "preferred_date" date,
        ADD COLUMN "preferred_time" character varying(20),
        ADD COLUMN "attendees" integer,
        ADD CONSTRAINT "contacts_preferred_time_check"
          CHECK ("preferred_time" IN ('morning', 'afternoon', 'evening')),
        ADD CONSTRAINT "contacts_attendees_check" CHECK ("attendees" BETWEEN 1 AND 100)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contacts"
        DROP CONSTRAINT "contacts_attendees_check",
        DROP CONSTRAINT "contacts_preferred_time_check",
        DROP COLUMN "attendees",
        DROP COLUMN "preferred_time",
        DROP COLUMN "preferred_date",
        DROP COLUMN "phone",
        DROP COLUMN "job_title"`);
  }
}
