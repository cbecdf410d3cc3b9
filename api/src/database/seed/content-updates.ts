import { PRODUCT_NAMES } from '@site/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { DEVELOPER_SEEDS } from './developers.seed.js';
import { PROJECT_SEEDS } from './projects.seed.js';
import { clientImage, projectImage } from './seed-images.js';
import { TESTIMONIAL_SEEDS } from './testimonials.seed.js';

/** The name this step is recorded under in `seed_runs`. */
export const PORTFOLIOS_UPDATE = 'developer-portfolios-and-product-names';

/** What the services list called Risk Manager before product names were made one. */
const FORMER_RISK_PRODUCT_NAME = 'Risk Management Suite';

export interface ContentUpdateOutcome {
  ran: boolean;
  projects: number;
  testimonials: number;
  renamedServices: number;
}

/**
 * Brings a database seeded by an earlier release up to today's content, once: every seeded
 * developer gets the case studies and testimonials the seed now gives them, and the risk product
 * its one name. Rows are matched by what identifies them (a developer's e-mail, a project's title,
 * a testimonial's client), so nothing is inserted twice, and a fresh database, seeded with all of
 * it just before, is left as it is. Developers that are not the seed's are never touched.
 */
export async function updateSeededContent(dataSource: DataSource): Promise<ContentUpdateOutcome> {
  return dataSource.transaction(async (manager) => {
    const claimed: unknown[] = await manager.query(
      'INSERT INTO "seed_runs" ("name") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "name"',
      [PORTFOLIOS_UPDATE],
    );
    if (claimed.length === 0) return { ran: false, projects: 0, testimonials: 0, renamedServices: 0 };
    const developerIds = await seededDeveloperIds(manager);
    return {
      ran: true,
      renamedServices: await renameRiskProduct(manager),
      projects: await insertMissingProjects(manager, developerIds),
      testimonials: await insertMissingTestimonials(manager, developerIds),
    };
  });
}

/** Seed slug -> id, for the seed's developers present in the database (found by e-mail). */
async function seededDeveloperIds(manager: EntityManager): Promise<Map<string, string>> {
  const rows: { id: string; email: string }[] = await manager.query(
    'SELECT "id", "email" FROM "developers" WHERE "email" = ANY($1)',
    [DEVELOPER_SEEDS.map((developer) => developer.email)],
  );
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  const ids = new Map<string, string>();
  for (const developer of DEVELOPER_SEEDS) {
    const id = idByEmail.get(developer.email);
    if (id) ids.set(developer.slug, id);
  }
  return ids;
}

async function renameRiskProduct(manager: EntityManager): Promise<number> {
  // A SELECT around the UPDATE: TypeORM answers a bare UPDATE with [rows, count] rather than rows.
  const [result]: { renamed: number }[] = await manager.query(
    `WITH "renamed" AS (
       UPDATE "services" SET "name" = $1
        WHERE "name" = $2 AND NOT EXISTS (SELECT 1 FROM "services" WHERE "name" = $1)
        RETURNING "id")
     SELECT count(*)::int AS "renamed" FROM "renamed"`,
    [PRODUCT_NAMES.riskManager, FORMER_RISK_PRODUCT_NAME],
  );
  return result?.renamed ?? 0;
}

async function insertMissingProjects(manager: EntityManager, developerIds: Map<string, string>): Promise<number> {
  let inserted = 0;
  for (const { slug, developer, ...project } of PROJECT_SEEDS) {
    const developerId = developerIds.get(developer);
    if (!developerId) continue;
    const rows: unknown[] = await manager.query(
      `INSERT INTO "projects" ("title", "description", "category", "image", "rating", "impact", "developer_id", "technologies")
       SELECT $1::varchar, $2::text, $3::varchar, $4::varchar, $5::numeric, $6::text, $7::uuid, $8::text[]
        WHERE NOT EXISTS (SELECT 1 FROM "projects" WHERE "title" = $1)
       RETURNING "id"`,
      [
        project.title,
        project.description,
        project.category,
        projectImage(slug),
        project.rating,
        project.impact,
        developerId,
        project.technologies,
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}

async function insertMissingTestimonials(manager: EntityManager, developerIds: Map<string, string>): Promise<number> {
  let inserted = 0;
  for (const { slug, developer, ...testimonial } of TESTIMONIAL_SEEDS) {
    const developerId = developerIds.get(developer);
    if (!developerId) continue;
    const rows: unknown[] = await manager.query(
      `INSERT INTO "testimonials" ("content", "client_name", "client_title", "client_company", "client_image", "rating", "developer_id")
       SELECT $1::text, $2::varchar, $3::varchar, $4::varchar, $5::varchar, $6::numeric, $7::uuid
        WHERE NOT EXISTS (SELECT 1 FROM "testimonials" WHERE "client_name" = $2 AND "developer_id" = $7)
       RETURNING "id"`,
      [
        testimonial.content,
        testimonial.clientName,
        testimonial.clientTitle,
        testimonial.clientCompany,
        clientImage(slug),
        testimonial.rating,
        developerId,
      ],
    );
    inserted += rows.length;
  }
  return inserted;
}
