import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets `POST /api/contacts` honour an `Idempotency-Key`: the key is unique (NULLs excepted), so two
 * racing requests with one key cannot both store a lead.
 */
export class AddContactIdempotencyKey1795309200000 implements MigrationInterface {
  name = 'AddContactIdempotencyKey1795309200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contacts"
        ADD COLUMN "idempotency_key" character varying(128),
        ADD COLUMN "request_fingerprint" character(64),
        ADD CONSTRAINT "contacts_idempotency_key_key" UNIQUE ("idempotency_key")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contacts"
        DROP CONSTRAINT "contacts_idempotency_key_key",
        DROP COLUMN "request_fingerprint",
        DROP COLUMN "idempotency_key"`);
  }
}
