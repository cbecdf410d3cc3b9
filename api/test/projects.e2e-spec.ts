import { PROJECT_CATEGORIES } from '@site/contracts';
import { projectSchema } from '@site/contracts/response-schemas';
import { PROJECT_SEEDS } from '../src/database/seed/projects.seed.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();

describe('GET /api/projects', () => {
  it('lists every case study, several per category, best rated first', async () => {
    const response = await api().http().get('/api/projects').expect(200);
    const projects = expectShape(projectSchema.array(), response.body);
    expect(projects).toHaveLength(PROJECT_SEEDS.length);
    for (const category of PROJECT_CATEGORIES) {
      expect(projects.filter((project) => project.category === category).length).toBeGreaterThanOrEqual(2);
    }
    const ratings = projects.map((project) => project.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('ties each case study to an existing developer and a picture the site serves', async () => {
    const projects = expectShape(projectSchema.array(), (await api().http().get('/api/projects')).body);
    const developerIds = new Set(
      (await api().db.query<{ id: string }>('SELECT id FROM developers')).map((developer) => developer.id),
    );
    for (const project of projects) {
      expect(developerIds.has(project.developerId)).toBe(true);
      expect(project.image).toMatch(/^\/images\/projects\/[a-z0-9-]+\.svg$/);
      expect(typeof project.rating).toBe('number');
      expect(project.technologies.length).toBeGreaterThan(0);
      expect(project.impact.length).toBeGreaterThan(0);
    }
  });
});
