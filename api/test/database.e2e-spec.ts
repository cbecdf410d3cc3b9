import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { migrateDatabase } from '../src/database/migrate.js';
import { MIGRATIONS } from '../src/database/migrations/index.js';
import { PROJECT_SEEDS } from '../src/database/seed/projects.seed.js';
import { seedDatabase } from '../src/database/seed/seed.js';
import { TESTIMONIAL_SEEDS } from '../src/database/seed/testimonials.seed.js';
import { startTestApp, useTestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const CONTENT_TABLES = ['developers', 'services', 'projects', 'testimonials'] as const;

async function contentCounts(db: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CONTENT_TABLES) {
    counts[table] = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  }
  return counts;
}

describe('migrations', () => {
  const api = useTestApp();

  it('are all applied at start, in order, and recorded', async () => {
    const rows = await api().db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((row) => row.name)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });

  it('are the only source of the schema: synchronize is off and the entities need no change', async () => {
    const dataSource = api().app.get<DataSource>((await import('typeorm')).DataSource);
    expect(dataSource.options.synchronize).toBe(false);
    expect(await dataSource.showMigrations()).toBe(false);
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('give the columns the types of spec section 3', async () => {
    const columns = await api().db.query<{
      table_name: string;
      column_name: string;
      type: string;
      is_nullable: string;
    }>(
      `SELECT table_name, column_name, is_nullable,
              CASE WHEN data_type = 'numeric' THEN 'numeric(' || numeric_precision || ',' || numeric_scale || ')'
                   WHEN data_type = 'ARRAY' THEN udt_name ELSE data_type END AS type
         FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const typeOf = (table: string, column: string) =>
      columns.find((row) => row.table_name === table && row.column_name === column);
    expect(typeOf('developers', 'id')?.type).toBe('uuid');
    expect(typeOf('developers', 'hourly_rate')?.type).toBe('numeric(8,2)');
    expect(typeOf('developers', 'rating')?.type).toBe('numeric(3,2)');
    expect(typeOf('developers', 'skills')?.type).toBe('_text');
    expect(typeOf('developers', 'certifications')).toMatchObject({ type: '_text', is_nullable: 'YES' });
    expect(typeOf('services', 'price_range_max')?.type).toBe('numeric(8,2)');
    expect(typeOf('projects', 'rating')?.type).toBe('numeric(3,2)');
    expect(typeOf('contacts', 'created_at')?.type).toBe('timestamp with time zone');
    expect(typeOf('contacts', 'company')?.is_nullable).toBe('YES');
  });

  it('give developers the defaults of the spec and generate ids', async () => {
    const [row] = await api().db.query<{ id: string; rating: string; review_count: number; availability: string }>(
      `INSERT INTO developers (name, title, description, email, hourly_rate, profile_image, skills, years_experience)
       VALUES ('Test', 'Tester', 'Tests', 'test@example.com', 99.5, '/x.svg', '{}', 1)
       RETURNING id, rating, review_count, availability`,
    );
    expect(row).toMatchObject({ rating: '0.00', review_count: 0, availability: 'available' });
    expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
    await api().db.query('DELETE FROM developers WHERE id = $1', [row?.id]);
  });

  it('tie projects and testimonials to developers', async () => {
    await expect(
      api().db.query(
        `INSERT INTO projects (title, description, category, image, rating, impact, developer_id, technologies)
         VALUES ('x', 'x', 'Power BI', '/x.svg', 5, 'x', gen_random_uuid(), '{}')`,
      ),
    ).rejects.toThrow(/projects_developer_id_fkey/);
  });

  it('can be run again with nothing left to do', async () => {
    const dataSource = api().app.get<DataSource>((await import('typeorm')).DataSource);
    expect(await migrateDatabase(dataSource)).toEqual([]);
  });
});

describe('seed', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = createDataSource(db.url);
    await dataSource.initialize();
    await migrateDatabase(dataSource);
  });

  afterAll(async () => {
    await dataSource.destroy();
    await db.drop();
  });

  it('fills an empty database once: a second run (or a second start) adds nothing', async () => {
    expect(await contentCounts(db)).toEqual({ developers: 0, services: 0, projects: 0, testimonials: 0 });
    expect(await seedDatabase(dataSource)).toBe('seeded');
    const seeded = await contentCounts(db);
    expect(seeded.developers).toBeGreaterThanOrEqual(8);
    expect(seeded.services).toBeGreaterThanOrEqual(7);
    expect(seeded.projects).toBe(PROJECT_SEEDS.length);
    expect(seeded.testimonials).toBe(TESTIMONIAL_SEEDS.length);

    expect(await seedDatabase(dataSource)).toBe('already-seeded');
    expect(await contentCounts(db)).toEqual(seeded);

    const restarted = await startTestApp({ db: { ...db, drop: async () => undefined } });
    await restarted.app.close();
    expect(await contentCounts(db)).toEqual(seeded);
  });

  it('seeds once when several starts race on an empty database', async () => {
    const fresh = await createTestDatabase();
    const sources = [createDataSource(fresh.url), createDataSource(fresh.url), createDataSource(fresh.url)];
    try {
      await Promise.all(sources.map((source) => source.initialize()));
      await Promise.all(sources.map((source) => migrateDatabase(source)));
      const outcomes = await Promise.all(sources.map((source) => seedDatabase(source)));
      expect(outcomes.filter((outcome) => outcome === 'seeded')).toHaveLength(1);
      expect((await contentCounts(fresh)).services).toBe(7);
    } finally {
      await Promise.all(sources.map((source) => (source.isInitialized ? source.destroy() : undefined)));
      await fresh.drop();
    }
  });

  it('leaves a database that already holds content alone', async () => {
    const fresh = await createTestDatabase();
    const source = createDataSource(fresh.url);
    try {
      await source.initialize();
      await migrateDatabase(source);
      await fresh.query(
        `INSERT INTO services (name, description, category, icon, features, price_range_min, price_range_max, color)
         VALUES ('Bespoke', 'x', 'x', 'fas fa-cogs', '{}', 1, 2, 'green')`,
      );
      expect(await seedDatabase(source)).toBe('skipped-not-empty');
      expect(await contentCounts(fresh)).toEqual({ developers: 0, services: 1, projects: 0, testimonials: 0 });
    } finally {
      await source.destroy();
      await fresh.drop();
    }
  });
});
