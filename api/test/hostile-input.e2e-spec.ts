import { CONTACT_BODY_LIMIT_BYTES, CONTACT_STATUSES, HONEYPOT_FIELD } from '@site/contracts';
import fc from 'fast-check';
import { UNKNOWN_ID } from './support/expect-shape.js';
import { useTestApp } from './support/test-app.js';

/**
 * Thousands of random and hostile requests, straight into the app (Fastify's inject, no network):
 * none may be a 5xx, and every error must be a bare JSON `{ statusCode, message }` (`errors` too
 * for a 400) that gives away no stack trace, source path or SQL.
 */
const ADMIN_TOKEN = 'hostile-input-admin-token-0123456789';
const api = useTestApp({ adminToken: ADMIN_TOKEN });

/** What must never reach a client: a stack frame, a source path, driver or SQL text. */
const LEAKS = [
  /\bat [\w$.<>[\] ]+ \(/,
  /\bat (?:file:|node:|\/)/,
  /\.[cm]?[jt]s:\d+/,
  /node_modules/,
  /\/work\//,
  /QueryFailedError|TypeORMError|DatabaseError|EntityNotFound/,
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE "?contacts/,
  /relation "|violates|syntax error at/,
  /ECONNREFUSED|ECONNRESET/,
];

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
type Method = (typeof METHODS)[number];

interface Sent {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const validLead = {
  fullName: 'Eleanor Price',
  email: 'eleanor.price@example.co.uk',
  serviceNeeded: 'Customer Portal',
  projectDescription: 'A portal for business customers.',
};

const printable = (maxLength: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${maxLength}}$`));

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    "'; DROP TABLE contacts; --",
    "' OR '1'='1",
    '$1',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\uffff',
    '<script>alert(1)</script>',
    '=HYPERLINK("https://evil.example")',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style lookup, sent as it is
    '${jndi:ldap://x}',
    '{{7*7}}',
    '../../etc/passwd',
    '🙂'.repeat(200),
    ' ',
    '',
  ),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 100, max: 7_000 }))
    .map(([text, times]) => text.repeat(times)),
);

const hostileKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'status',
    'id',
    HONEYPOT_FIELD,
    ...Object.keys(validLead),
  ),
  fc.stringMatching(/^[A-Za-z0-9_$]{1,12}$/),
);

/** JSON text built by hand, so `__proto__` stays a key instead of becoming a prototype. */
const hostileJsonValue: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.jsonValue().map((value) => JSON.stringify(value)),
    hostileText.map((text) => JSON.stringify(text)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 5 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`),
  ),
})).value;

/** A valid lead with some fields replaced or added: these reach validation and the database. */
const nearlyValidLead = fc
  .tuple(fc.array(fc.tuple(hostileKey, hostileJsonValue), { maxLength: 3 }), fc.boolean())
  .map(([changes, keepOthers]) => {
    const entries = Object.entries(keepOthers ? validLead : {}).map(([key, value]) => [key, JSON.stringify(value)]);
    const byKey = new Map(entries as Array<[string, string]>);
    for (const [key, value] of changes) byKey.set(key, value);
    return `{${[...byKey].map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
  });

/** A valid lead but for the text of one of its free-text fields: what the database must store or refuse cleanly. */
const leadWithHostileText = fc
  .tuple(fc.constantFrom('fullName', 'company', 'projectDescription', HONEYPOT_FIELD), hostileText)
  .map(([field, text]) => JSON.stringify({ ...validLead, [field]: `${text.slice(0, 110)}x` }));

const deepNesting = fc
  .tuple(fc.integer({ min: 1, max: 8_000 }), fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"b":', '}]']))
  .map(([depth, [open = '', close = '']]) => open.repeat(depth) + close.repeat(depth));

const hugeBody = fc
  .integer({ min: CONTACT_BODY_LIMIT_BYTES - 64, max: CONTACT_BODY_LIMIT_BYTES * 3 })
  .map((size) => JSON.stringify({ ...validLead, projectDescription: 'x'.repeat(size) }));

const jsonBody = fc.oneof(
  { weight: 4, arbitrary: nearlyValidLead },
  { weight: 3, arbitrary: leadWithHostileText },
  { weight: 3, arbitrary: hostileJsonValue },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: hugeBody },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
);

const invalidBytes = fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes));

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/json-patch+json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'text/plain',
      'text/html',
      'application/xml',
      'application/octet-stream',
      '*/*',
      '',
    ),
  },
  { weight: 1, arbitrary: printable(40) },
);

const bodyAndType = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(jsonBody as fc.Arbitrary<string | Buffer>, contentType) },
  { weight: 1, arbitrary: fc.tuple(invalidBytes as fc.Arbitrary<string | Buffer>, contentType) },
);

const segment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'api',
      'contacts',
      'developers',
      'services',
      'projects',
      'testimonials',
      'health',
      'admin',
      'contacts.csv',
      'docs',
      'docs-json',
      'projects',
      UNKNOWN_ID,
    ),
  },
  { weight: 1, arbitrary: fc.uuid() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%00',
      '%2e%2e',
      '..',
      '.',
      '',
      '%C0%AF',
      '%F0%9F%99%82',
      ';x=1',
    ),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }).map((text) => encode(text)) },
);

/** encodeURIComponent throws on a lone surrogate: those become U+FFFD first. */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const path = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 5 }))
  .map(([underApi, segments]) => `/${[...(underApi ? ['api'] : []), ...segments].join('/')}`);

const query = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom('page', 'pageSize', 'status'), printable(8)), hostileText), {
      maxLength: 4,
    })
    .map((pairs) => `?${pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`),
  fc.constantFrom('?', '?&&', '?a=%', '?page=1&page=2', '?status[]=new', '?__proto__[x]=1', '?pageSize=1e3'),
);

const headers = fc.record(
  {
    authorization: fc.oneof(fc.constant(`Bearer ${ADMIN_TOKEN}`), printable(60)),
    'idempotency-key': printable(140),
    'x-forwarded-for': printable(40),
    'x-request-id': printable(140),
    origin: printable(40),
    'if-none-match': fc.oneof(fc.constant('*'), printable(60)),
  },
  { requiredKeys: [] },
);

const anyRequest: fc.Arbitrary<Sent> = fc
  .tuple(fc.constantFrom(...METHODS), path, query, headers, fc.option(bodyAndType, { nil: undefined }))
  .map(([method, requestPath, queryString, requestHeaders, body]) => {
    const sent: Sent = { method, url: requestPath + queryString, headers: { ...requestHeaders } };
    if (body && method !== 'GET' && method !== 'HEAD') {
      const [payload, type] = body;
      sent.payload = payload;
      if (type !== '') sent.headers['content-type'] = type;
    }
    return sent;
  });

async function send(sent: Sent) {
  return api().app.inject({ method: sent.method, url: sent.url, headers: sent.headers, payload: sent.payload });
}

/** Checks one answer; the request's own URL, which a 404 names, is left out of the leak check. */
function expectSafeAnswer(sent: Sent, response: Awaited<ReturnType<typeof send>>): void {
  const context = `${sent.method} ${sent.url} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 500) throw new Error(`5xx for ${context}`);
  if (response.statusCode < 400 || sent.method === 'HEAD') return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(response.body);
  if (typeof body !== 'object' || body === null) throw new Error(`Not a JSON object: ${context}`);
  const { statusCode, message, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || statusCode !== response.statusCode || typeof message !== 'string') {
    throw new Error(`Not { statusCode, message }: ${context}`);
  }
  if (response.statusCode === 400) {
    const fieldErrors = errors as Record<string, unknown> | undefined;
    if (
      typeof fieldErrors !== 'object' ||
      fieldErrors === null ||
      Object.values(fieldErrors).some((text) => typeof text !== 'string')
    ) {
      throw new Error(`A 400 without field errors: ${context}`);
    }
  } else if (errors !== undefined) {
    throw new Error(`errors on a ${response.statusCode}: ${context}`);
  }
  const text = response.body.split(sent.url).join('');
  for (const leak of LEAKS) {
    if (leak.test(text)) throw new Error(`Leaks ${leak}: ${context}`);
  }
}

describe('hostile input never breaks the API', () => {
  it('POST /api/contacts with thousands of random and hostile bodies and content types', async () => {
    await fc.assert(
      fc.asyncProperty(bodyAndType, headers, async ([payload, type], requestHeaders) => {
        const sent: Sent = {
          method: 'POST',
          url: '/api/contacts',
          headers: { ...requestHeaders, ...(type === '' ? {} : { 'content-type': type }) },
          payload,
        };
        const response = await send(sent);
        expectSafeAnswer(sent, response);
        expect([201, 400, 413, 415, 422]).toContain(response.statusCode);
      }),
      { numRuns: 2_500 },
    );
  }, 60_000);

  it('PATCH /api/admin/contacts/:id with random bodies, ids and tokens', async () => {
    const [contact] = await api().db.query<{ id: string }>(
      `INSERT INTO contacts (full_name, email, service_needed, project_description)
       VALUES ('Target', 'target@example.com', 'Customer Portal', 'x') RETURNING id`,
    );
    const id = fc.oneof(fc.constant(contact?.id ?? UNKNOWN_ID), fc.constant(UNKNOWN_ID), segment);
    await fc.assert(
      fc.asyncProperty(id, bodyAndType, fc.boolean(), async (target, [payload, type], authorized) => {
        const sent: Sent = {
          method: 'PATCH',
          url: `/api/admin/contacts/${target}`,
          headers: {
            ...(authorized ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {}),
            ...(type === '' ? {} : { 'content-type': type }),
          },
          payload,
        };
        expectSafeAnswer(sent, await send(sent));
      }),
      { numRuns: 500 },
    );
    const [row] = await api().db.query<{ status: string }>('SELECT status FROM contacts WHERE id = $1', [contact?.id]);
    expect(CONTACT_STATUSES).toContain(row?.status);
  }, 60_000);

  it('random methods, paths, query strings, headers and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(anyRequest, async (sent) => {
        expectSafeAnswer(sent, await send(sent));
      }),
      { numRuns: 2_500 },
    );
  }, 60_000);
});
