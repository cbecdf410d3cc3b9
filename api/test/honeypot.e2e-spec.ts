import { HONEYPOT_FIELD } from '@site/contracts';
import { contactReceiptSchema } from '@site/contracts/response-schemas';
import { captureLogs } from './support/captured-logs.js';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const logs = captureLogs();
const api = useTestApp({ logger: logs.logger });

const lead = {
  fullName: 'Totally Real Person',
  email: 'buy.now@example.com',
  serviceNeeded: 'Customer Portal',
  projectDescription: 'Cheap pills, best prices, click here.',
};

const post = () => api().http().post('/api/contacts');
const countContacts = async () =>
  Number((await api().db.query<{ n: string }>('SELECT count(*) AS n FROM contacts'))[0]?.n);

describe(`POST /api/contacts with the honeypot field "${HONEYPOT_FIELD}" filled`, () => {
  it('answers 201 like a stored lead, stores nothing, and logs it with the request id', async () => {
    const before = await countContacts();
    const response = await post()
      .send({ ...lead, [HONEYPOT_FIELD]: 'https://spam.example' })
      .expect(201)
      .expect('content-type', /application\/json/);
    const receipt = expectShape(contactReceiptSchema, response.body);
    expect(receipt.status).toBe('new');
    expect(Math.abs(Date.parse(receipt.createdAt) - Date.now())).toBeLessThan(10_000);

    expect(await countContacts()).toBe(before);
    expect(await api().db.query('SELECT id FROM contacts WHERE id = $1', [receipt.id])).toEqual([]);

    const line = logs.lines().find((entry) => entry.requestId === response.headers['x-request-id'] && entry.honeypot);
    expect(line).toMatchObject({ level: 'warn', honeypot: HONEYPOT_FIELD });
    expect(String(line?.msg)).toMatch(/honeypot/);
  });

  it('gives a fresh id each time, with or without an Idempotency-Key', async () => {
    const before = await countContacts();
    const bodies = await Promise.all(
      ['a', 'b', undefined].map(async (key) => {
        const request = post();
        if (key) request.set('Idempotency-Key', `honeypot-${key}`);
        return (await request.send({ ...lead, [HONEYPOT_FIELD]: 'x' }).expect(201)).body;
      }),
    );
    expect(new Set(bodies.map((body) => body.id)).size).toBe(3);
    expect(await countContacts()).toBe(before);
  });

  it('stores the lead as usual when the field is empty or blank (a form that left it alone)', async () => {
    for (const value of ['', '   ']) {
      const response = await post()
        .send({ ...lead, [HONEYPOT_FIELD]: value })
        .expect(201);
      expect(await api().db.query('SELECT status FROM contacts WHERE id = $1', [response.body.id])).toEqual([
        { status: 'new' },
      ]);
    }
  });
});
