import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox of the leads: one row per lead and channel (e-mail, webhook), written in the same
 * statement as the lead, sent afterwards by the dispatcher. Also the newsletter consent record,
 * and the indexes the retention job (by age) and erasure (by address) use.
 */
export class CreateLeadDeliveries1795312800000 implements MigrationInterface {
  name = 'CreateLeadDeliveries1795312800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contacts"
        ADD COLUMN "newsletter_consent_at" TIMESTAMP WITH TIME ZONE,
        ADD COLUMN "newsletter_consent_version" character varying(60),
        ADD COLUMN "newsletter_consent_text" text,
        ADD CONSTRAINT "contacts_newsletter_consent_check" CHECK (
          ("newsletter_consent_at" IS NULL) = ("newsletter_consent_version" IS NULL)
          AND ("newsletter_consent_at" IS NULL) = ("newsletter_consent_text" IS NULL)
        )`);
    await queryRunner.query(`CREATE INDEX "contacts_created_at_idx" ON "contacts" ("created_at")`);
    await queryRunner.query(`CREATE INDEX "contacts_email_lower_idx" ON "contacts" (lower("email"))`);
    await queryRunner.query(`
      CREATE TABLE "lead_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contact_id" uuid NOT NULL,
        "channel" character varying(20) NOT NULL,
        "state" character varying(20) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_attempt_at" TIMESTAMP WITH TIME ZONE,
        "last_error" character varying(500),
        "delivered_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "lead_deliveries_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "lead_deliveries_contact_id_channel_key" UNIQUE ("contact_id", "channel"),
        CONSTRAINT "lead_deliveries_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE CASCADE,
        CONSTRAINT "lead_deliveries_channel_check" CHECK ("channel" IN ('email', 'webhook')),
        CONSTRAINT "lead_deliveries_state_check" CHECK ("state" IN ('pending', 'delivered', 'dead')),
        CONSTRAINT "lead_deliveries_attempts_check" CHECK ("attempts" >= 0)
      )`);
    // What the dispatcher asks for: the pending deliveries that are due, oldest due first.
    await queryRunner.query(`
      CREATE INDEX "lead_deliveries_due_idx" ON "lead_deliveries" ("next_attempt_at") WHERE "state" = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lead_deliveries"`);
    await queryRunner.query(`DROP INDEX "contacts_email_lower_idx"`);
    await queryRunner.query(`DROP INDEX "contacts_created_at_idx"`);
    await queryRunner.query(`
      ALTER TABLE "contacts"
        DROP CONSTRAINT "contacts_newsletter_consent_check",
        DROP COLUMN "newsletter_consent_text",
        DROP COLUMN "newsletter_consent_version",
        DROP COLUMN "newsletter_consent_at"`);
  }
}
