import type { DataSource, EntityManager } from 'typeorm';
import { DeveloperEntity } from '../../developers/entities/developer.entity.js';
import { ProjectEntity } from '../../projects/entities/project.entity.js';
import { ServiceEntity } from '../../services/entities/service.entity.js';
import { TestimonialEntity } from '../../testimonials/entities/testimonial.entity.js';
import { DEVELOPER_SEEDS } from './developers.seed.js';
import { PROJECT_SEEDS } from './projects.seed.js';
import { clientImage, developerImage, projectImage } from './seed-images.js';
import { SERVICE_SEEDS } from './services.seed.js';
import { TESTIMONIAL_SEEDS } from './testimonials.seed.js';

/** The name this seed is recorded under in `seed_runs`. */
export const INITIAL_CONTENT_SEED = 'initial-content';

export type SeedOutcome = 'seeded' | 'already-seeded' | 'skipped-not-empty';

/**
 * Fills an empty database with the consultancy's content, once. The claim in `seed_runs` and the
 * inserts share one transaction: a concurrent start waits on the claim and then finds it taken, a
 * failed seed leaves no claim behind, and a restart never inserts twice.
 */
export async function seedDatabase(dataSource: DataSource): Promise<SeedOutcome> {
  return dataSource.transaction(async (manager) => {
    const claimed: unknown[] = await manager.query(
      'INSERT INTO "seed_runs" ("name") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "name"',
      [INITIAL_CONTENT_SEED],
    );
    if (claimed.length === 0) return 'already-seeded';
    // A database that already holds content (restored, or filled by hand) is left as it is.
    if ((await manager.count(DeveloperEntity)) > 0 || (await manager.count(ServiceEntity)) > 0) {
      return 'skipped-not-empty';
    }
    await insertContent(manager);
    return 'seeded';
  });
}

async function insertContent(manager: EntityManager): Promise<void> {
  const developers = await manager.save(
    DEVELOPER_SEEDS.map(({ slug, ...developer }) =>
      manager.create(DeveloperEntity, { ...developer, profileImage: developerImage(slug) }),
    ),
  );
  const developerIds = new Map(DEVELOPER_SEEDS.map((seed, index) => [seed.slug, developers[index]?.id]));
  const developerIdOf = (slug: string): string => {
    const id = developerIds.get(slug);
    if (!id) throw new Error(`Seed refers to an unknown developer "${slug}"`);
    return id;
  };

  await manager.save(SERVICE_SEEDS.map((service) => manager.create(ServiceEntity, service)));
  await manager.save(
    PROJECT_SEEDS.map(({ slug, developer, ...project }) =>
      manager.create(ProjectEntity, { ...project, image: projectImage(slug), developerId: developerIdOf(developer) }),
    ),
  );
  await manager.save(
    TESTIMONIAL_SEEDS.map(({ slug, developer, ...testimonial }) =>
      manager.create(TestimonialEntity, {
        ...testimonial,
        clientImage: clientImage(slug),
        developerId: developerIdOf(developer),
      }),
    ),
  );
}
