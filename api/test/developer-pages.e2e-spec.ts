import { DEVELOPER_PAGE_SIZE_MAX, type Developer, type DeveloperSort } from '@site/contracts';
import { developerPageSchema, developerSchema, developerSkillsSchema } from '@site/contracts/response-schemas';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

/**
 * GET /api/developers with a query string reads one page of the directory, searched, filtered and
 * sorted by PostgreSQL. The expectations are computed here from the plain call's whole list with
 * the directory's rules as they were when the browser applied them (spec section 2).
 */
const api = useTestApp();
let everyone: Developer[];

beforeAll(async () => {
  everyone = expectShape(developerSchema.array(), (await api().http().get('/api/developers').expect(200)).body);
});

async function pageOf(query: string) {
  const response = await api().http().get(`/api/developers?${query}`).expect(200);
  return expectShape(developerPageSchema, response.body);
}

const names = (developers: readonly Developer[]) => developers.map((developer) => developer.name);
const byName = (a: Developer, b: Developer) => a.name.localeCompare(b.name, 'en');
const ORDERS: Record<DeveloperSort, (a: Developer, b: Developer) => number> = {
  rating: (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || byName(a, b),
  'price-low': (a, b) => a.hourlyRate - b.hourlyRate || byName(a, b),
  'price-high': (a, b) => b.hourlyRate - a.hourlyRate || byName(a, b),
  experience: (a, b) => b.yearsExperience - a.yearsExperience || byName(a, b),
};
const matching = (search: string) => (developer: Developer) =>
  [developer.name, developer.title, ...developer.skills].some((text) =>
    text.toLowerCase().includes(search.toLowerCase()),
  );

describe('GET /api/developers (the plain call)', () => {
  it('still answers the whole list, best rated first, as the spec says', async () => {
    const { count } = (await api().db.query<{ count: string }>('SELECT count(*) FROM developers'))[0] ?? { count: '0' };
    expect(everyone).toHaveLength(Number(count));
    expect(everyone.length).toBeGreaterThan(DEVELOPER_PAGE_SIZE_MAX / 8);
    expect(names(everyone)).toEqual(names([...everyone].sort((a, b) => b.rating - a.rating || byName(a, b))));
  });

  it('answers a bare "?" as the plain call too', async () => {
    const response = await api().http().get('/api/developers?').expect(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});

describe('GET /api/developers?page=&pageSize=', () => {
  it('pages through everyone in the default order, each developer once, and tells the total', async () => {
    const seen: Developer[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const answer = await pageOf(`page=${page}&pageSize=3`);
      expect(answer).toMatchObject({ page, pageSize: 3, total: everyone.length });
      seen.push(...answer.items);
    }
    expect(names(seen)).toEqual(names([...everyone].sort(ORDERS.rating)));
  });

  it('answers the first twelve, best rated first, when only a filter is given', async () => {
    const answer = await pageOf('sort=rating');
    expect(answer).toMatchObject({ page: 1, pageSize: 12, total: everyone.length });
    expect(names(answer.items)).toEqual(names([...everyone].sort(ORDERS.rating)).slice(0, 12));
  });

  it('answers an empty page past the last, with the total still told', async () => {
    const answer = await pageOf('page=99&pageSize=5');
    expect(answer.items).toEqual([]);
    expect(answer.total).toBe(everyone.length);
  });

  it('answers each developer exactly as the plain call does', async () => {
    const answer = await pageOf(`pageSize=${DEVELOPER_PAGE_SIZE_MAX}`);
    const plain = new Map(everyone.map((developer) => [developer.id, developer]));
    for (const developer of answer.items) expect(developer).toEqual(plain.get(developer.id));
  });
});

describe('GET /api/developers?sort=', () => {
  it.each(['rating', 'price-low', 'price-high', 'experience'] as const)(
    'orders by %s as the directory did',
    async (sort) => {
      const answer = await pageOf(`sort=${sort}&pageSize=${DEVELOPER_PAGE_SIZE_MAX}`);
      expect(names(answer.items)).toEqual(names([...everyone].sort(ORDERS[sort])));
    },
  );

  it('puts the cheapest first for price-low and the most experienced first for experience', async () => {
    expect((await pageOf('sort=price-low&pageSize=1')).items[0]?.name).toBe('Grace Liu');
    expect((await pageOf('sort=price-high&pageSize=1')).items[0]?.name).toBe('Oliver Bennett');
    expect((await pageOf('sort=experience&pageSize=1')).items[0]?.name).toBe('Oliver Bennett');
  });
});

describe('GET /api/developers?search=', () => {
  it.each(['AMELIA', 'lead', 'power bi', 'dax', '  typescript  '])(
    'matches %j in the name, title or a skill, ignoring case, and counts the matches',
    async (search) => {
      const answer = await pageOf(`search=${encodeURIComponent(search)}&pageSize=${DEVELOPER_PAGE_SIZE_MAX}`);
      const expected = everyone.filter(matching(search.trim())).sort(ORDERS.rating);
      expect(expected.length).toBeGreaterThan(0);
      expect(names(answer.items)).toEqual(names(expected));
      expect(answer.total).toBe(expected.length);
    },
  );

  it('does not match the description or the e-mail address', async () => {
    const [someone] = everyone;
    if (!someone) throw new Error('no developers');
    const emailUser = someone.email.split('@')[0] ?? '';
    const answer = await pageOf(`search=${encodeURIComponent(`${emailUser}@`)}`);
    expect(answer.total).toBe(0);
  });

  it('reads %, _ and \\ as letters, not as wildcards', async () => {
    for (const search of ['%', '_', '\\', "' OR 1=1 --"]) {
      const answer = await pageOf(`search=${encodeURIComponent(search)}`);
      expect({ search, total: answer.total }).toEqual({ search, total: 0 });
    }
  });
});

describe('GET /api/developers?skill=', () => {
  it('needs an exact skill: Power BI matches Power BI, not part of it or another case', async () => {
    const answer = await pageOf('skill=Power%20BI&pageSize=48');
    const expected = everyone.filter((developer) => developer.skills.includes('Power BI')).sort(ORDERS.rating);
    expect(names(answer.items)).toEqual(names(expected));
    expect(answer.total).toBe(expected.length);
    expect((await pageOf('skill=Power')).total).toBe(0);
    expect((await pageOf('skill=power%20bi')).total).toBe(0);
  });

  it('combines with the search, the order and the page', async () => {
    const expected = everyone
      .filter((developer) => developer.skills.includes('Dataverse'))
      .filter(matching('power'))
      .sort(ORDERS['price-low']);
    const answer = await pageOf('skill=Dataverse&search=power&sort=price-low&page=2&pageSize=2');
    expect(answer.total).toBe(expected.length);
    expect(names(answer.items)).toEqual(names(expected.slice(2, 4)));
  });
});

describe('GET /api/developers with bad parameters', () => {
  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=', 'page'],
    ['pageSize=0', 'pageSize'],
    [`pageSize=${DEVELOPER_PAGE_SIZE_MAX + 1}`, 'pageSize'],
    ['pageSize=1e3', 'pageSize'],
    ['sort=cheapest', 'sort'],
    ['sort=rating&sort=experience', 'sort'],
    [`search=${'a'.repeat(121)}`, 'search'],
    ['skill=a&skill=b', 'skill'],
    ['limit=5', 'limit'],
  ])('answers 400 naming the field for ?%s', async (query, field) => {
    const response = await api().http().get(`/api/developers?${query}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('GET /api/developers/skills', () => {
  it('lists every skill some developer has, once each, alphabetically', async () => {
    const response = await api().http().get('/api/developers/skills').expect(200);
    const skills = expectShape(developerSkillsSchema, response.body);
    const expected = [...new Set(everyone.flatMap((developer) => developer.skills))].sort((a, b) =>
      a.localeCompare(b, 'en'),
    );
    expect(skills).toEqual(expected);
    expect(skills).toContain('Power BI');
    expect(response.headers.etag).toBeDefined();
  });
});
