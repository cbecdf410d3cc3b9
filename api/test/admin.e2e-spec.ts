import { addDays, CONTACT_STATUSES, utcIsoDate } from '@site/contracts';
import { contactPageSchema, contactSchema } from '@site/contracts/response-schemas';
import { ADMIN_UNAUTHORIZED } from '../src/admin/admin-token.guard.js';
import { csvCell } from '../src/admin/contacts-csv.js';
import { expectShape, UNKNOWN_ID } from './support/expect-shape.js';
import { startTestApp, type TestApp, useTestApp } from './support/test-app.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789-abcdef';
const api = useTestApp({ adminToken: ADMIN_TOKEN, seed: false });

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const unauthorized = { statusCode: 401, message: ADMIN_UNAUTHORIZED };

interface LeadRow {
  fullName: string;
  email: string;
  company?: string | null;
  projectDescription?: string;
  status?: string;
  createdAt: string;
}

/** Inserts leads with chosen creation times and statuses, straight into the database. */
async function insertLeads(rows: LeadRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const [inserted] = await api().db.query<{ id: string }>(
      `INSERT INTO contacts (full_name, email, company, service_needed, project_description, status, created_at)
       VALUES ($1, $2, $3, 'Customer Portal', $4, $5, $6) RETURNING id`,
      [
        row.fullName,
        row.email,
        row.company ?? null,
        row.projectDescription ?? 'A project.',
        row.status ?? 'new',
        row.createdAt,
      ],
    );
    if (inserted) ids.push(inserted.id);
  }
  return ids;
}

const day = (n: number) => new Date(Date.UTC(2030, 0, n)).toISOString();

/** A demo booking as the demo form sends it, its date a week from now. */
const DEMO_LEAD = {
  fullName: 'Priya Raman',
  email: 'priya.raman@example.co.uk',
  company: 'Harbour Logistics',
  serviceNeeded: 'Demo Request: Process Automation',
  projectDescription: 'Demo type: General overview',
  jobTitle: 'Head of Operations',
  phone: '+44 20 7946 0321',
  preferredDate: addDays(utcIsoDate(new Date()), 7),
  preferredTime: 'afternoon',
  attendees: 4,
};

beforeAll(async () => {
  await insertLeads([
    { fullName: 'Oldest', email: 'oldest@example.com', createdAt: day(1), status: 'lost' },
    { fullName: 'Second', email: 'second@example.com', createdAt: day(2), status: 'won' },
    { fullName: 'Third', email: 'third@example.com', createdAt: day(3), status: 'new' },
    { fullName: 'Fourth', email: 'fourth@example.com', createdAt: day(4), status: 'contacted' },
    { fullName: 'Newest', email: 'newest@example.com', createdAt: day(5), status: 'new' },
  ]);
});

describe('the admin routes without the token', () => {
  it.each([
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/contacts.csv'],
    ['PATCH', `/api/admin/contacts/${UNKNOWN_ID}`],
  ])('%s %s is a JSON 401 with WWW-Authenticate', async (method, path) => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${ADMIN_TOKEN}`, ADMIN_TOKEN, 'Bearer ']) {
      const call = method === 'GET' ? api().http().get(path) : api().http().patch(path).send({ status: 'won' });
      if (authorization !== undefined) call.set('Authorization', authorization);
      const response = await call;
      expect({ authorization, status: response.status, body: response.body }).toEqual({
        authorization,
        status: 401,
        body: unauthorized,
      });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="admin"');
    }
  });

  it('refuses a token that is the right one plus or minus a character', async () => {
    for (const token of [ADMIN_TOKEN.slice(0, -1), `${ADMIN_TOKEN}x`, ADMIN_TOKEN.toUpperCase()]) {
      await api().http().get('/api/admin/contacts').set('Authorization', `Bearer ${token}`).expect(401);
    }
  });

  it('accepts the scheme in any case', async () => {
    await api().http().get('/api/admin/contacts').set('Authorization', `bearer ${ADMIN_TOKEN}`).expect(200);
  });
});

describe('GET /api/admin/contacts', () => {
  const list = (query = '') => api().http().get(`/api/admin/contacts${query}`).set(auth);

  it('lists the leads newest first, 20 a page by default', async () => {
    const response = await list().expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = expectShape(contactPageSchema, response.body);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(page.items.map((item) => item.fullName)).toEqual(['Newest', 'Fourth', 'Third', 'Second', 'Oldest']);
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      fullName: 'Newest',
      email: 'newest@example.com',
      company: null,
      serviceNeeded: 'Customer Portal',
      projectDescription: 'A project.',
      newsletter: false,
      status: 'new',
      createdAt: day(5),
      jobTitle: null,
      phone: null,
      preferredDate: null,
      preferredTime: null,
      attendees: null,
      newsletterConsent: null,
      deliveries: [],
    });
  });

  it("shows a demo booking's details as the visitor gave them", async () => {
    const receipt = await api()
      .http()
      .post('/api/contacts')
      .send({ ...DEMO_LEAD, fullName: 'Demo Booker' })
      .expect(201);
    try {
      const page = expectShape(contactPageSchema, (await list('?pageSize=100').expect(200)).body);
      expect(page.items.find((item) => item.id === receipt.body.id)).toMatchObject({
        fullName: 'Demo Booker',
        jobTitle: 'Head of Operations',
        phone: '+44 20 7946 0321',
        preferredDate: DEMO_LEAD.preferredDate,
        preferredTime: 'afternoon',
        attendees: 4,
      });
    } finally {
      await api().db.query('DELETE FROM contacts WHERE id = $1', [receipt.body.id]);
    }
  });

  it('pages with page and pageSize', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) => (await list(`?pageSize=2&page=${page}`)).body));
    expect(pages.map((page) => page.items.map((item: { fullName: string }) => item.fullName))).toEqual([
      ['Newest', 'Fourth'],
      ['Third', 'Second'],
      ['Oldest'],
    ]);
    expect(pages.every((page) => page.total === 5 && page.pageSize === 2)).toBe(true);
    expect((await list('?page=9').expect(200)).body.items).toEqual([]);
  });

  it('filters by status', async () => {
    const response = await list('?status=new').expect(200);
    expect(response.body.total).toBe(2);
    expect(response.body.items.map((item: { fullName: string }) => item.fullName)).toEqual(['Newest', 'Third']);
  });

  it.each([
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?page=0', 'page'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?page=abc', 'page'],
    ['?status=spam', 'status'],
    ['?status=new&status=won', 'status'],
    ['?sort=email', 'sort'],
  ])('is a 400 naming the parameter for %s', async (query, field) => {
    const response = await list(query).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('accepts the largest page size', async () => {
    expect((await list('?pageSize=100').expect(200)).body.pageSize).toBe(100);
  });
});

describe('PATCH /api/admin/contacts/:id', () => {
  const patch = (id: string) => api().http().patch(`/api/admin/contacts/${id}`).set(auth);

  it.each(CONTACT_STATUSES)('sets the status to %s and answers the lead', async (status) => {
    const [id = ''] = await insertLeads([{ fullName: 'Patched', email: 'patched@example.com', createdAt: day(6) }]);
    const response = await patch(id).send({ status }).expect(200);
    expect(expectShape(contactSchema, response.body)).toMatchObject({ id, status, fullName: 'Patched' });
    expect(await api().db.query('SELECT status FROM contacts WHERE id = $1', [id])).toEqual([{ status }]);
    await api().db.query('DELETE FROM contacts WHERE id = $1', [id]);
  });

  it('is a 404 for an unknown id, a 400 for an id that is not a UUID', async () => {
    expect((await patch(UNKNOWN_ID).send({ status: 'won' }).expect(404)).body).toEqual({
      statusCode: 404,
      message: `Contact ${UNKNOWN_ID} not found`,
    });
    expect((await patch('42').send({ status: 'won' }).expect(400)).body.errors).toEqual({ id: 'Must be a valid UUID' });
  });

  it.each([
    [{ status: 'spam' }, ['status']],
    [{ status: 'WON' }, ['status']],
    [{}, ['status']],
    [{ status: 'won', email: 'x@example.com' }, ['email']],
    [['won'], ['_body']],
  ])('is a 400 for %j, changing nothing', async (body, fields) => {
    const [row] = await api().db.query<{ id: string; status: string }>(
      "SELECT id, status FROM contacts WHERE full_name = 'Oldest'",
    );
    const response = await patch(row?.id ?? '')
      .send(body as object)
      .expect(400);
    expect(Object.keys(response.body.errors)).toEqual(fields);
    expect(response.body.errors.status ?? '').toMatch(/^(Must be one of new, contacted, qualified, won, lost)?$/);
    expect(await api().db.query('SELECT status FROM contacts WHERE id = $1', [row?.id])).toEqual([
      { status: row?.status },
    ]);
  });
});

describe('GET /api/admin/contacts.csv', () => {
  const csv = (query = '') => api().http().get(`/api/admin/contacts.csv${query}`).set(auth);
  const linesOf = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

  it('is every lead, newest first, as UTF-8 CSV for a spreadsheet', async () => {
    const response = await csv().expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(response.text);
    expect(lines[0]).toBe(
      'id,createdAt,status,fullName,email,company,serviceNeeded,projectDescription,newsletter,jobTitle,phone,preferredDate,preferredTime,attendees',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1).map((line) => line.split(',')[3])).toEqual([
      'Newest',
      'Fourth',
      'Third',
      'Second',
      'Oldest',
    ]);
    expect(lines[1]).toMatch(
      new RegExp(`^[0-9a-f-]{36},${day(5)},new,Newest,newest@example.com,,Customer Portal,A project\\.,false,,,,,$`),
    );
  });

  it("carries a demo booking's details in its last columns", async () => {
    const receipt = await api().http().post('/api/contacts').send(DEMO_LEAD).expect(201);
    try {
      const lines = linesOf((await csv().expect(200)).text);
      const line = lines.find((candidate) => candidate.startsWith(receipt.body.id));
      expect(line?.split(',').slice(-5)).toEqual([
        'Head of Operations',
        "'+44 20 7946 0321",
        DEMO_LEAD.preferredDate,
        'afternoon',
        '4',
      ]);
    } finally {
      await api().db.query('DELETE FROM contacts WHERE id = $1', [receipt.body.id]);
    }
  });

  it('filters by status', async () => {
    const lines = linesOf((await csv('?status=new').expect(200)).text);
    expect(lines.slice(1, -1).map((line) => line.split(',')[3])).toEqual(['Newest', 'Third']);
    expect((await csv('?status=nope').expect(400)).body.errors).toHaveProperty('status');
  });

  it('escapes quotes, commas and line breaks, and defuses spreadsheet formulas', async () => {
    const [id] = await insertLeads([
      {
        fullName: '=HYPERLINK("https://evil.example","Click")',
        email: 'formula@example.com',
        company: 'Smith, Jones & "Partners"',
        projectDescription: 'Line one\r\nLine two\n-2+3',
        createdAt: day(9),
      },
    ]);
    try {
      const text = (await csv().expect(200)).text.replace(/^\uFEFF/, '');
      const line = text.slice(text.indexOf(`\r\n${id}`) + 2);
      expect(line).toMatch(
        new RegExp(
          `^${id},${day(9)},new,"'=HYPERLINK\\(""https://evil.example"",""Click""\\)",formula@example.com,"Smith, Jones & ""Partners""",Customer Portal,"Line one\\r\\nLine two\\n-2\\+3",false,,,,,\\r\\n`,
        ),
      );
    } finally {
      await api().db.query('DELETE FROM contacts WHERE id = $1', [id]);
    }
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
    ['"quoted"', '"""quoted"""'],
    ['=a,"b"', `"'=a,""b"""`],
    ['', ''],
  ])('writes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('without ADMIN_TOKEN', () => {
  let plain: TestApp;

  beforeAll(async () => {
    plain = await startTestApp({ db: { ...api().db, drop: async () => undefined } });
  });

  afterAll(async () => {
    await plain?.app.close();
  });

  it.each([
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/contacts.csv'],
    ['PATCH', `/api/admin/contacts/${UNKNOWN_ID}`],
  ])('%s %s does not exist (404), token or not', async (method, path) => {
    const call = method === 'GET' ? plain.http().get(path) : plain.http().patch(path).send({ status: 'won' });
    const response = await call.set(auth).expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: `Cannot ${method} ${path}` });
  });

  it('leaves the admin routes out of the OpenAPI description', async () => {
    const paths = Object.keys((await plain.http().get('/api/docs-json').expect(200)).body.paths);
    expect(paths.filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });
});

describe('the OpenAPI description with ADMIN_TOKEN', () => {
  it('documents the admin routes and their bearer token', async () => {
    const document = (await api().http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([
      '/api/admin/contacts',
      '/api/admin/contacts.csv',
      '/api/admin/contacts/{id}',
      '/api/admin/contacts/{id}/deliveries/{channel}/requeue',
      '/api/admin/contacts/export',
    ]);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/admin/contacts'].get.security).toEqual([{ bearer: [] }]);
    expect(document.info.description).toMatch(/ADMIN_TOKEN/);
  });
});
