import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { addDays, CONTACT_BODY_LIMIT_BYTES, demoServiceNeeded, TEXT_LIMITS, utcIsoDate } from '@site/contracts';
import { contactReceiptSchema } from '@site/contracts/response-schemas';
import fc from 'fast-check';
import { expectShape } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();

const validLead = {
  fullName: 'Eleanor Price',
  email: 'eleanor.price@example.co.uk',
  company: 'Wessex Water Services',
  serviceNeeded: 'Customer Portal',
  projectDescription: 'A portal for business customers to raise and track connection requests.',
  newsletter: true,
};

interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  company: string | null;
  service_needed: string;
  project_description: string;
  newsletter: boolean;
  status: string;
  created_at: Date;
  idempotency_key: string | null;
}

const post = () => api().http().post('/api/contacts');
const countContacts = async () =>
  Number((await api().db.query<{ n: string }>('SELECT count(*) AS n FROM contacts'))[0]?.n);
const rowOf = async (id: string) => (await api().db.query<ContactRow>('SELECT * FROM contacts WHERE id = $1', [id]))[0];

const byKey = 'SELECT id FROM contacts WHERE idempotency_key = $1';

/** The app's HTTP server, listening on a free port (supertest then uses it as it is). */
async function listeningPort(): Promise<number> {
  const server = api().app.getHttpServer();
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Bad input stores nothing. */
async function expectNothingStored(send: () => Promise<unknown>): Promise<void> {
  const before = await countContacts();
  await send();
  expect(await countContacts()).toBe(before);
}

describe('POST /api/contacts', () => {
  describe('a valid lead', () => {
    it('is stored with status "new" and answered 201 with its id, status and createdAt', async () => {
      const startedAt = Date.now();
      const response = await post()
        .send(validLead)
        .expect(201)
        .expect('content-type', /application\/json/);
      const receipt = expectShape(contactReceiptSchema, response.body);
      expect(receipt.status).toBe('new');

      const row = await rowOf(receipt.id);
      expect(row).toMatchObject({
        full_name: validLead.fullName,
        email: validLead.email,
        company: validLead.company,
        service_needed: validLead.serviceNeeded,
        project_description: validLead.projectDescription,
        newsletter: true,
        status: 'new',
        idempotency_key: null,
      });
      expect(row?.created_at.toISOString()).toBe(receipt.createdAt);
      expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(startedAt - 5_000);
      expect(row?.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
    });

    it('defaults newsletter to false, stores no company when none is given, and trims text', async () => {
      const { company: _company, newsletter: _newsletter, ...required } = validLead;
      const response = await post()
        .send({ ...required, fullName: '  Eleanor Price  ' })
        .expect(201);
      expect(await rowOf(response.body.id)).toMatchObject({
        company: null,
        newsletter: false,
        full_name: 'Eleanor Price',
      });
      const blankCompany = await post()
        .send({ ...validLead, company: '' })
        .expect(201);
      expect((await rowOf(blankCompany.body.id))?.company).toBeNull();
    });

    it("accepts the demo form's 'Demo Request: ...' service values", async () => {
      const serviceNeeded = 'Demo Request: AI-Augmented Apps, Process Automation';
      expect(demoServiceNeeded(['AI-Augmented Apps', 'Process Automation'])).toBe(serviceNeeded);
      const response = await post()
        .send({
          ...validLead,
          serviceNeeded,
          projectDescription: 'Demo type: General overview. Budget: Under £25,000.',
        })
        .expect(201);
      expect((await rowOf(response.body.id))?.service_needed).toBe(serviceNeeded);
    });

    it("stores a demo booking's details beside the spec's fields, which stay as they were", async () => {
      const preferredDate = addDays(utcIsoDate(new Date()), 10);
      const demo = {
        ...validLead,
        serviceNeeded: demoServiceNeeded(['Process Automation']),
        projectDescription: 'Demo type: General overview',
        jobTitle: ' Head of Operations ',
        phone: '+44 20 7946 0321',
        preferredDate,
        preferredTime: 'evening',
        attendees: 6,
      };
      const response = await post().send(demo).expect(201);
      const [row] = await api().db.query<Record<string, unknown>>(
        `SELECT service_needed, project_description, job_title, phone, to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date,
                preferred_time, attendees FROM contacts WHERE id = $1`,
        [response.body.id],
      );
      expect(row).toEqual({
        service_needed: 'Demo Request: Process Automation',
        project_description: 'Demo type: General overview',
        job_title: 'Head of Operations',
        phone: '+44 20 7946 0321',
        preferred_date: preferredDate,
        preferred_time: 'evening',
        attendees: 6,
      });
    });

    it('stores no demo details for a contact-form lead', async () => {
      const response = await post().send(validLead).expect(201);
      expect(await rowOf(response.body.id)).toMatchObject({
        job_title: null,
        phone: null,
        preferred_date: null,
        preferred_time: null,
        attendees: null,
      });
    });

    it('accepts every option of the contact form', async () => {
      for (const serviceNeeded of ['HR Management Suite', 'Invoice & Expense Tracker', 'Multiple Apps']) {
        await post()
          .send({ ...validLead, serviceNeeded })
          .expect(201);
      }
    });
  });

  describe('bad input is a 400 naming each bad field, and stores nothing', () => {
    async function expectFieldErrors(body: unknown, fields: string[]): Promise<Record<string, string>> {
      let errors: Record<string, string> = {};
      await expectNothingStored(async () => {
        const response = await post()
          .send(body as object)
          .expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
        errors = response.body.errors;
      });
      expect(Object.keys(errors).sort()).toEqual([...fields].sort());
      return errors;
    }

    it('names every missing required field', async () => {
      await expectFieldErrors({}, ['fullName', 'email', 'serviceNeeded', 'projectDescription']);
      await expectFieldErrors({ ...validLead, fullName: '   ' }, ['fullName']);
    });

    it('names fields of the wrong type', async () => {
      const errors = await expectFieldErrors({ ...validLead, fullName: 42, newsletter: 'yes', company: ['x'] }, [
        'fullName',
        'newsletter',
        'company',
      ]);
      expect(errors.newsletter).toBe('Newsletter must be true or false');
      await expectFieldErrors({ ...validLead, email: 'not-an-email' }, ['email']);
    });

    it('rejects unknown fields', async () => {
      const errors = await expectFieldErrors({ ...validLead, fax: '01632 960000' }, ['fax']);
      expect(errors.fax).toMatch(/unrecognized key/i);
    });

    it('rejects a status sent by the client: the server alone sets it', async () => {
      await expectFieldErrors({ ...validLead, status: 'won' }, ['status']);
      await expectFieldErrors({ ...validLead, id: '00000000-0000-4000-8000-000000000000', createdAt: 'x' }, [
        'id,createdAt',
      ]);
    });

    it('rejects strings over their limits', async () => {
      const errors = await expectFieldErrors(
        {
          ...validLead,
          fullName: 'x'.repeat(TEXT_LIMITS.name + 1),
          projectDescription: 'y'.repeat(TEXT_LIMITS.projectDescription + 1),
        },
        ['fullName', 'projectDescription'],
      );
      expect(errors.fullName).toBe(`Must be at most ${TEXT_LIMITS.name} characters`);
    });

    it('names each bad demo detail: a past date, no attendee, an unknown time', async () => {
      await expectFieldErrors(
        {
          ...validLead,
          preferredDate: addDays(utcIsoDate(new Date()), -3),
          attendees: 0,
          preferredTime: 'midnight',
          phone: '1'.repeat(TEXT_LIMITS.phone + 1),
        },
        ['attendees', 'phone', 'preferredDate', 'preferredTime'],
      );
    });

    it('rejects a service that is not offered', async () => {
      await expectFieldErrors({ ...validLead, serviceNeeded: 'Time Travel Consulting' }, ['serviceNeeded']);
      await expectFieldErrors({ ...validLead, serviceNeeded: 'Demo Request: Time Travel' }, ['serviceNeeded']);
      await expectFieldErrors({ ...validLead, serviceNeeded: 'Demo Request: ' }, ['serviceNeeded']);
    });

    it.each([
      ['a JSON array', '[]'],
      ['null', 'null'],
      ['a string', '"hello"'],
      ['a number', '42'],
    ])('rejects %s as the body', async (_name, body) => {
      await expectNothingStored(async () => {
        const response = await post().set('content-type', 'application/json').send(body).expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
        expect(Object.keys(response.body.errors)).toEqual(['_body']);
      });
    });

    it('rejects invalid JSON with a message about the body', async () => {
      const response = await post().set('content-type', 'application/json').send('{"fullName": "Eleanor",').expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Request body is not valid JSON',
        errors: { _body: 'Request body is not valid JSON' },
      });
    });

    it('rejects an empty JSON body', async () => {
      const response = await post().set('content-type', 'application/json').send('').expect(400);
      expect(response.body.message).toBe('Request body is empty');
    });

    it('rejects prototype-poisoning keys without a 500', async () => {
      for (const body of [
        `{"__proto__": {"admin": true}, "fullName": "x"}`,
        `{"constructor": {"prototype": {"admin": true}}}`,
      ]) {
        const response = await post().set('content-type', 'application/json').send(body).expect(400);
        expect(response.body.errors._body).toMatch(/__proto__/);
      }
    });
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold, naming the field', async () => {
    await expectNothingStored(async () => {
      const response = await post()
        .send({ ...validLead, projectDescription: 'before\u0000after' })
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: 'Validation failed',
        errors: { projectDescription: 'Must not contain the NUL character (\\u0000)' },
      });
    });
  });

  describe('a body that is not JSON', () => {
    it.each([
      ['text/plain', 'fullName=Eleanor'],
      ['application/x-www-form-urlencoded', 'fullName=Eleanor&email=e%40x.co'],
      ['application/xml', '<lead/>'],
    ])('is a 415 JSON error for %s', async (type, body) => {
      await expectNothingStored(async () => {
        const response = await post().set('content-type', type).send(body).expect(415);
        expect(response.body).toEqual({ statusCode: 415, message: 'Unsupported content type: send application/json' });
      });
    });
  });

  describe(`a body over ${CONTACT_BODY_LIMIT_BYTES} bytes`, () => {
    const padded = (bytes: number) => {
      const json = JSON.stringify(validLead);
      return `${json}${' '.repeat(bytes - Buffer.byteLength(json))}`;
    };

    it('is a 413 JSON error', async () => {
      await expectNothingStored(async () => {
        const response = await post()
          .set('content-type', 'application/json')
          .send(padded(CONTACT_BODY_LIMIT_BYTES + 1))
          .expect(413);
        expect(response.body).toEqual({
          statusCode: 413,
          message: `Request body is larger than ${CONTACT_BODY_LIMIT_BYTES} bytes`,
        });
      });
    });

    it('is accepted at exactly the limit', async () => {
      await post().set('content-type', 'application/json').send(padded(CONTACT_BODY_LIMIT_BYTES)).expect(201);
    });
  });

  describe('with an Idempotency-Key', () => {
    it('stores a repeated request once and answers it with the first receipt', async () => {
      const key = `retry-${Date.now()}`;
      const first = await post().set('Idempotency-Key', key).send(validLead).expect(201);
      const second = await post().set('Idempotency-Key', key).send(validLead).expect(201);
      expect(second.body).toEqual(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const rows = await api().db.query('SELECT id FROM contacts WHERE idempotency_key = $1', [key]);
      expect(rows).toEqual([{ id: first.body.id }]);
    });

    it('answers a retry after a lost response with the first receipt, storing nothing new', async () => {
      const key = `lost-${Date.now()}`;
      const body = JSON.stringify(validLead);
      // The client sends the lead and never reads the answer (a dropped connection, a closed tab).
      const socket = connect(await listeningPort());
      socket.end(
        `POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nIdempotency-Key: ${key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
      try {
        const stored = await waitFor(
          () => api().db.query<{ id: string }>(byKey, [key]),
          (rows) => rows.length > 0,
        );
        const retry = await post().set('Idempotency-Key', key).send(validLead).expect(201);
        expect(retry.headers['idempotent-replayed']).toBe('true');
        expect(retry.body.id).toBe(stored[0]?.id);
        expect(await api().db.query(byKey, [key])).toEqual(stored);
      } finally {
        socket.destroy();
      }
    });

    it('stores one lead when the same request races itself', async () => {
      const key = `race-${Date.now()}`;
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => post().set('Idempotency-Key', key).send(validLead)),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(8).fill(201));
      expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
      expect(await api().db.query('SELECT id FROM contacts WHERE idempotency_key = $1', [key])).toHaveLength(1);
    });

    it('is a 422 when the key was used for the same lead with other demo details', async () => {
      const key = `demo-${Date.now()}`;
      const demo = { ...validLead, preferredDate: addDays(utcIsoDate(new Date()), 5), attendees: 3 };
      await post().set('Idempotency-Key', key).send(demo).expect(201);
      await post().set('Idempotency-Key', key).send(demo).expect(201).expect('Idempotent-Replayed', 'true');
      await expectNothingStored(() =>
        post()
          .set('Idempotency-Key', key)
          .send({ ...demo, attendees: 4 })
          .expect(422),
      );
    });

    it('is a 422 when the key was used for a different lead', async () => {
      const key = `reused-${Date.now()}`;
      await post().set('Idempotency-Key', key).send(validLead).expect(201);
      await expectNothingStored(async () => {
        const response = await post()
          .set('Idempotency-Key', key)
          .send({ ...validLead, email: 'someone.else@example.com' })
          .expect(422);
        expect(response.body).toEqual({
          statusCode: 422,
          message: 'This Idempotency-Key was already used for a different request',
        });
      });
    });

    it('treats requests without a key, or with different keys, as different leads', async () => {
      const before = await countContacts();
      await post().send(validLead).expect(201);
      await post().send(validLead).expect(201);
      await post().set('Idempotency-Key', 'key-a').send(validLead).expect(201);
      await post().set('Idempotency-Key', 'key-b').send(validLead).expect(201);
      expect(await countContacts()).toBe(before + 4);
    });

    it.each([
      ['empty', ''],
      ['too long', 'k'.repeat(129)],
      ['with a space', 'my key'],
      ['with a tab', 'my\tkey'],
    ])('is a 400 naming the header when the key is %s', async (_name, key) => {
      await expectNothingStored(async () => {
        const response = await post().set('Idempotency-Key', key).send(validLead).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: 'Validation failed',
          errors: { 'Idempotency-Key': 'Must be 1 to 128 visible ASCII characters' },
        });
      });
    });

    it('accepts a key of 128 visible characters', async () => {
      await post().set('Idempotency-Key', '~'.repeat(128)).send(validLead).expect(201);
    });
  });

  it('never answers anything but 201 or 400 for arbitrary JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc
            .record({
              fullName: fc.oneof(fc.string(), fc.integer()),
              email: fc.oneof(fc.emailAddress(), fc.string()),
              serviceNeeded: fc.constantFrom('Customer Portal', 'Demo Request: Data & Analytics', 'Nope'),
              projectDescription: fc.string({ maxLength: 300 }),
              newsletter: fc.oneof(fc.boolean(), fc.constant(null)),
            })
            .map((record) => JSON.stringify(record)),
        ),
        async (body) => {
          const response = await post().set('content-type', 'application/json').send(body);
          expect([201, 400]).toContain(response.status);
          expect(typeof response.body.statusCode === 'number' || typeof response.body.id === 'string').toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('GET /api/contacts', () => {
  it('does not exist: leads are never readable through the API', async () => {
    const response = await api().http().get('/api/contacts').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/contacts' });
  });
});
