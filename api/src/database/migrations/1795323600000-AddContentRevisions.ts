import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A revision per tag of the data pages show (@site/contracts' data-tags.ts): each list
 * (`developers`, `services`, `projects`, `testimonials`) and each developer's profile
 * (`developer:<id>`: the row, its projects, its testimonials). The database's own triggers bump
 * them, so every write counts whoever makes it: the seed, a migration, the API, an edit by hand in
 * psql. Leads (contacts) are on no page and have none. TRUNCATE bumps `*` (every page).
 * The site server polls `GET /api/revisions` and replaces exactly the pages that read a tag whose
 * revision moved (docs/decisions/page-cache.md).
 */
export class AddContentRevisions1795323600000 implements MigrationInterface {
  name = 'AddContentRevisions1795323600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "content_revisions" (
        "tag" character varying(200) NOT NULL,
        "revision" bigint NOT NULL DEFAULT 1,
        "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "content_revisions_pkey" PRIMARY KEY ("tag")
      )`);
    await queryRunner.query(`CREATE INDEX "content_revisions_changed_at_idx" ON "content_revisions" ("changed_at")`);
    await queryRunner.query(`
      CREATE FUNCTION "bump_content_revision"(changed_tag text) RETURNS void LANGUAGE sql AS $$
        INSERT INTO "content_revisions" ("tag") VALUES (changed_tag)
        ON CONFLICT ("tag") DO UPDATE
          SET "revision" = "content_revisions"."revision" + 1, "changed_at" = clock_timestamp()
      $$`);
    // TG_ARGV[0]: the table's list tag; TG_ARGV[1]: the column naming the developer the row is part of.
    await queryRunner.query(`
      CREATE FUNCTION "note_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        before_developer text;
        after_developer text;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          PERFORM "bump_content_revision"('*');
          RETURN NULL;
        END IF;
        PERFORM "bump_content_revision"(TG_ARGV[0]);
        IF TG_OP <> 'INSERT' THEN before_developer := to_jsonb(OLD) ->> TG_ARGV[1]; END IF;
        IF TG_OP <> 'DELETE' THEN after_developer := to_jsonb(NEW) ->> TG_ARGV[1]; END IF;
        IF before_developer IS NOT NULL THEN PERFORM "bump_content_revision"('developer:' || before_developer); END IF;
        IF after_developer IS NOT NULL AND after_developer IS DISTINCT FROM before_developer THEN
          PERFORM "bump_content_revision"('developer:' || after_developer);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, listTag, developerColumn] of TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER "${table}_content_change" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION "note_content_change"('${listTag}', '${developerColumn}')`);
      await queryRunner.query(`
        CREATE TRIGGER "${table}_content_truncate" AFTER TRUNCATE ON "${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"('${listTag}', '${developerColumn}')`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table] of TABLES) {
      await queryRunner.query(`DROP TRIGGER "${table}_content_truncate" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_content_change" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "note_content_change"()`);
    await queryRunner.query(`DROP FUNCTION "bump_content_revision"(text)`);
    await queryRunner.query(`DROP TABLE "content_revisions"`);
  }
}

/** Each table a page shows: its list tag, and the column naming the developer a row belongs to ('-': none). */
const TABLES: readonly [string, string, string][] = [
  ['developers', 'developers', 'id'],
  ['projects', 'projects', 'developer_id'],
  ['testimonials', 'testimonials', 'developer_id'],
  ['services', 'services', '-'],
];
