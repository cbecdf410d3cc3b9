import { Writable } from 'node:stream';
import { FORM_POST_BODY_LIMIT_BYTES, HONEYPOT_FIELD, type SubmittedForm } from '@site/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { formPosts } from './form-posts';

/** What the fake API answers next: stored (201, once per key, as the API does), or a failure. */
type Answer = 201 | 429 | 503 | 'drop';

interface ReceivedLead {
  key: string;
  forwardedFor: string | undefined;
  lead: Record<string, unknown>;
}

let api: FastifyInstance;
let site: FastifyInstance;
let answers: Answer[] = [];
const received: ReceivedLead[] = [];
const stored = new Map<string, string>();
const rendered: { url: string; form: SubmittedForm }[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  api = Fastify();
  api.post('/api/contacts', async (request, reply) => {
    const answer = answers.shift() ?? 201;
    if (answer === 'drop') return request.raw.socket.destroy();
    if (answer === 429) return reply.code(429).header('retry-after', '42').send({ statusCode: 429 });
    if (answer === 503) return reply.code(503).send({ statusCode: 503 });
    const key = String(request.headers['idempotency-key']);
    received.push({
      key,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      lead: request.body as Record<string, unknown>,
    });
    if (!stored.has(key)) stored.set(key, JSON.stringify(request.body));
    return reply.code(201).send({ id: key, status: 'new' });
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  site = Fastify({ logger: { level: 'info', stream: logs } });
  await site.register(formPosts, {
    apiOrigin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    retryDelayMs: 1,
    formPages: {
      async render(url, form) {
        rendered.push({ url, form });
        return {
          status: 200,
          html: `<!doctype html><p>the form page of ${url}</p>`,
          contentSecurityPolicy: "default-src 'self'",
          parts: [],
          renderBudgetSpent: false,
        };
      },
    },
  });
});

afterAll(async () => {
  await site.close();
  await api.close();
});

beforeEach(() => {
  answers = [];
  received.length = 0;
  rendered.length = 0;
  logLines.length = 0;
});

const CONTACT = {
  fullName: 'Amelia Hart',
  email: 'amelia.hart@northwind-housing.co.uk',
  company: 'Northwind Housing',
  serviceNeeded: 'Risk Management Suite',
  projectDescription: 'A risk register in Teams for 40 project managers.',
};

const DEMO: [string, string][] = [
  ['fullName', 'Priya Raman'],
  ['email', 'priya.raman@harbourlogistics.co.uk'],
  ['company', 'Harbour Logistics'],
  ['jobTitle', 'Head of Operations'],
  ['industry', 'Logistics'],
  ['primaryObjective', 'Automate proof-of-delivery approvals.'],
  ['currentChallenges', 'Paper forms and re-keying into SAP.'],
  ['integrationNeeds', 'SAP'],
  ['integrationNeeds', 'Teams'],
  ['preferredSolutions', 'Process Automation'],
  ['preferredDate', '2030-05-14'],
  ['attendees', '4'],
  ['budget', '50k_100k'],
];

function post(path: string, fields: Record<string, string> | [string, string][], remoteAddress = '198.51.100.7') {
  return site.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('POST /forms/contact', () => {
  it('stores a valid lead through the API with the visitor address and answers 303 to the confirmation', async () => {
    const response = await post('/forms/contact', { ...CONTACT, newsletter: 'on' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact/sent');
    expect(received).toEqual([
      {
        key: expect.stringMatching(/^form-[0-9a-f]{64}$/),
        forwardedFor: '198.51.100.7',
        lead: { ...CONTACT, newsletter: true },
      },
    ]);
  });

  it('answers 422 with the page of the form, holding what was sent, never cached, nothing sent to the API', async () => {
    const response = await post('/forms/contact', { fullName: 'Amelia Hart', email: 'not-an-address' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.body).toContain('the form page of /');
    expect(rendered).toEqual([
      {
        url: '/',
        form: {
          kind: 'contact',
          values: {
            fullName: 'Amelia Hart',
            email: 'not-an-address',
            company: '',
            serviceNeeded: '',
            projectDescription: '',
            newsletter: false,
          },
        },
      },
    ]);
    expect(received).toEqual([]);
  });

  it('gives the same key to the same submission sent twice (the API stores one lead), another to a changed one', async () => {
    await post('/forms/contact', CONTACT);
    await post('/forms/contact', CONTACT);
    await post('/forms/contact', { ...CONTACT, projectDescription: `${CONTACT.projectDescription} By June.` });
    await post('/forms/contact', CONTACT, '203.0.113.9');
    const [first, again, changed, elsewhere] = received.map((lead) => lead.key);
    expect(again).toBe(first);
    expect(new Set([first, changed, elsewhere]).size).toBe(3);
  });

  it('passes the honeypot on when something filled it (the API then stores nothing), and still confirms', async () => {
    const response = await post('/forms/contact', { ...CONTACT, [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(received[0]?.lead[HONEYPOT_FIELD]).toBe('https://spam.example');
  });

  it('renders the form again with the values and the failure when the API fails or refuses, and logs no field', async () => {
    answers = [503, 503, 503];
    const failed = await post('/forms/contact', CONTACT);
    expect(failed.statusCode).toBe(502);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(rendered[0]?.form).toEqual({
      kind: 'contact',
      values: { ...CONTACT, newsletter: false },
      failure: {},
    });

    answers = ['drop', 'drop', 'drop'];
    expect((await post('/forms/contact', CONTACT)).statusCode).toBe(502);

    answers = [429];
    const limited = await post('/forms/contact', CONTACT);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(rendered[2]?.form.failure).toEqual({ retryAfterSeconds: 42 });

    const logged = logLines.join('\n');
    expect(logged).toContain('the API did not');
    for (const value of Object.values(CONTACT)) expect(logged).not.toContain(value);
  });

  it('retries a keyed lead when the API replica drops it, and stores it once', async () => {
    answers = ['drop'];
    const response = await post('/forms/contact', CONTACT);
    expect(response.statusCode).toBe(303);
    expect(received).toHaveLength(1);
  });

  it(`refuses a body over ${FORM_POST_BODY_LIMIT_BYTES} bytes with 413, and a body that is not a form with 415`, async () => {
    const tooLarge = await post('/forms/contact', {
      ...CONTACT,
      projectDescription: 'x'.repeat(FORM_POST_BODY_LIMIT_BYTES),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body).toContain('too large');
    const json = await site.inject({
      method: 'POST',
      url: '/forms/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(CONTACT),
    });
    expect(json.statusCode).toBe(415);
    expect(received).toEqual([]);
  });
});

describe('POST /forms/demo', () => {
  it('stores the booking as the spec maps it to a lead, and answers 303 to its confirmation', async () => {
    const response = await post('/forms/demo', DEMO);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/demo/booked');
    expect(received[0]?.lead).toMatchObject({
      fullName: 'Priya Raman',
      serviceNeeded: 'Demo Request: Process Automation',
      jobTitle: 'Head of Operations',
      preferredDate: '2030-05-14',
      attendees: 4,
      newsletter: false,
    });
    expect(received[0]?.lead.projectDescription).toContain('Budget: ');
  });

  it('answers an empty form with 422 and its page, the defaults kept for the fields it does not show', async () => {
    const response = await post('/forms/demo', {});
    expect(response.statusCode).toBe(422);
    expect(rendered[0]?.url).toBe('/demo');
    expect(rendered[0]?.form.values).toMatchObject({
      fullName: '',
      integrationNeeds: [],
      projectType: 'new_solution',
      dataVolume: 'small',
      hasExistingPowerPlatform: false,
    });
  });
});

describe('without a renderer', () => {
  it('answers a form to correct with a plain page of its messages (422), echoing nothing typed', async () => {
    const bare = Fastify();
    await bare.register(formPosts, { apiOrigin: 'http://127.0.0.1:9' });
    const response = await bare.inject({
      method: 'POST',
      url: '/forms/demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=P&email=%3Cscript%3E',
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Full name is required');
    expect(response.body).toContain('Select at least one solution type');
    expect(response.body).not.toContain('<script>');
    await bare.close();
  });
});
