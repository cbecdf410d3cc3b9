import type { Developer } from '@site/contracts';
import { developerSchema, projectSchema, testimonialSchema } from '@site/contracts/response-schemas';
import { expectShape, UNKNOWN_ID } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();
let developers: Developer[];

beforeAll(async () => {
  developers = expectShape(developerSchema.array(), (await api().http().get('/api/developers').expect(200)).body);
});

const byName = (name: string): Developer => {
  const developer = developers.find((candidate) => candidate.name === name);
  if (!developer) throw new Error(`No developer named ${name}`);
  return developer;
};

/** A developer added after the seed, with no work on record yet (every seeded developer has some). */
async function insertNewcomer(): Promise<string> {
  const [row] = await api().db.query<{ id: string }>(
    `INSERT INTO developers (name, title, description, email, hourly_rate, profile_image, skills, years_experience)
     VALUES ('New Starter', 'Developer', 'Joined this week.', 'new.starter@example.com', 80, '/images/x.svg', '{}', 1)
     RETURNING id`,
  );
  if (!row) throw new Error('No developer inserted');
  return row.id;
}

describe('GET /api/developers', () => {
  it('lists every seeded developer with the fields of spec section 3', async () => {
    const response = await api()
      .http()
      .get('/api/developers')
      .expect(200)
      .expect('content-type', /application\/json/);
    const list = expectShape(developerSchema.array(), response.body);
    expect(list.length).toBeGreaterThanOrEqual(8);
    const { count } = (await api().db.query<{ count: string }>('SELECT count(*) FROM developers'))[0] ?? { count: '0' };
    expect(list).toHaveLength(Number(count));
  });

  it('sends decimals and integers as JSON numbers', () => {
    for (const developer of developers) {
      expect(typeof developer.hourlyRate).toBe('number');
      expect(typeof developer.rating).toBe('number');
      expect(Number.isInteger(developer.reviewCount)).toBe(true);
      expect(Number.isInteger(developer.yearsExperience)).toBe(true);
    }
    expect(byName('Amelia Hart')).toMatchObject({ hourlyRate: 175, rating: 4.98, reviewCount: 142 });
  });

  it('orders by rating, best first, then by name', () => {
    const expected = [...developers].sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
    expect(developers.map((developer) => developer.id)).toEqual(expected.map((developer) => developer.id));
  });

  it('keeps optional certifications as null and lists as arrays', () => {
    expect(byName('Grace Liu').certifications).toBeNull();
    expect(byName('Amelia Hart').certifications).toContain('PL-600: Power Platform Solution Architect Expert');
    expect(Array.isArray(byName('Amelia Hart').skills)).toBe(true);
  });
});

describe('GET /api/developers/:id', () => {
  it('answers one developer, as listed', async () => {
    const listed = byName('Sophie Clarke');
    const response = await api().http().get(`/api/developers/${listed.id}`).expect(200);
    expect(expectShape(developerSchema, response.body)).toEqual(listed);
  });

  it('is a JSON 404 for an id no developer has', async () => {
    const response = await api().http().get(`/api/developers/${UNKNOWN_ID}`).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: `Developer ${UNKNOWN_ID} not found` });
  });

  it.each(['123', 'not-a-uuid', `${UNKNOWN_ID}x`, "1' OR '1'='1"])('is a 400 naming the id for %j', async (id) => {
    const response = await api()
      .http()
      .get(`/api/developers/${encodeURIComponent(id)}`)
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { id: 'Must be a valid UUID' },
    });
  });
});

describe('GET /api/developers/:id/projects', () => {
  it("answers the developer's case studies with the fields the profile shows", async () => {
    const sophie = byName('Sophie Clarke');
    const response = await api().http().get(`/api/developers/${sophie.id}/projects`).expect(200);
    const projects = expectShape(projectSchema.array(), response.body);
    expect(projects.map((project) => project.title).sort()).toEqual([
      'Group Finance Close Dashboard',
      'Store Margin Analytics for a Retailer',
    ]);
    const project = projects.find((candidate) => candidate.title === 'Group Finance Close Dashboard');
    expect(project).toMatchObject({
      category: 'Power BI',
      rating: 5,
      impact: 'Cut month-end close from 9 days to 4',
      image: '/images/projects/finance-close-dashboard.svg',
      developerId: sophie.id,
    });
    for (const field of ['id', 'image', 'title', 'category', 'rating', 'description', 'impact', 'technologies']) {
      expect(project).toHaveProperty(field);
    }
  });

  it('is an empty list for a developer without case studies', async () => {
    const newcomer = await insertNewcomer();
    try {
      expect((await api().http().get(`/api/developers/${newcomer}/projects`).expect(200)).body).toEqual([]);
    } finally {
      await api().db.query('DELETE FROM developers WHERE id = $1', [newcomer]);
    }
  });

  it('is a 404 for an unknown developer and a 400 for a malformed id', async () => {
    await api().http().get(`/api/developers/${UNKNOWN_ID}/projects`).expect(404);
    const response = await api().http().get('/api/developers/abc/projects').expect(400);
    expect(response.body.errors).toEqual({ id: 'Must be a valid UUID' });
  });
});

describe('GET /api/developers/:id/testimonials', () => {
  it('answers what clients said about the developer', async () => {
    const rohan = byName('Rohan Mehta');
    const response = await api().http().get(`/api/developers/${rohan.id}/testimonials`).expect(200);
    const testimonials = expectShape(testimonialSchema.array(), response.body);
    expect(testimonials).toHaveLength(1);
    expect(testimonials[0]).toMatchObject({
      clientName: 'Aisha Rahman',
      clientTitle: 'Claims Transformation Lead',
      clientCompany: 'Severn Mutual Insurance',
      clientImage: '/images/clients/aisha-rahman.svg',
      developerId: rohan.id,
    });
    expect(typeof testimonials[0]?.content).toBe('string');
  });

  it('is an empty list for a developer without testimonials', async () => {
    const newcomer = await insertNewcomer();
    try {
      expect((await api().http().get(`/api/developers/${newcomer}/testimonials`).expect(200)).body).toEqual([]);
    } finally {
      await api().db.query('DELETE FROM developers WHERE id = $1', [newcomer]);
    }
  });

  it('is a 404 for an unknown developer and a 400 for a malformed id', async () => {
    await api().http().get(`/api/developers/${UNKNOWN_ID}/testimonials`).expect(404);
    await api().http().get('/api/developers/42/testimonials').expect(400);
  });
});
