import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The metrics read the outbox at every scrape (depth and dead letters per channel, the oldest
 * undelivered): this index holds only the rows not delivered, a handful, so that read stays cheap
 * however many delivered rows the table keeps.
 */
export class AddLeadDeliveriesUndeliveredIndex1795320000000 implements MigrationInterface {
  name = 'AddLeadDeliveriesUndeliveredIndex1795320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX "lead_deliveries_undelivered_idx" ON "lead_deliveries" ("channel", "state", "created_at")
       WHERE "state" <> 'delivered'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "lead_deliveries_undelivered_idx"`);
  }
}
