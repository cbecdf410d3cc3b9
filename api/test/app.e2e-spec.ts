import { DEVELOPER_SORTS } from '@site/contracts';
import { developerPageQuerySchema } from '@site/contracts/developer-query-schema';
import {
  apiErrorSchema,
  developerPageSchema,
  developerSchema,
  projectSchema,
  serviceSchema,
  testimonialSchema,
} from '@site/contracts/response-schemas';
import { useTestApp } from './support/test-app.js';

const api = useTestApp();

describe('unknown routes', () => {
  it.each([
    ['GET', '/nope'],
    ['GET', '/api/nope'],
    ['GET', '/api/developers/00000000-0000-4000-8000-000000000000/reviews'],
    ['DELETE', '/api/developers'],
    ['POST', '/api/health'],
  ])('%s %s is a JSON 404', async (method, path) => {
    const response = await api().http()[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({ statusCode: 404, message: `Cannot ${method} ${path}` });
  });
});

describe('malformed requests', () => {
  it('answer a JSON 400 for a URL that cannot be decoded', async () => {
    const response = await api().http().get('/api/developers/%E0%A4%A').expect(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toMatchObject({ statusCode: 400 });
    expect(Object.keys(response.body).sort()).toEqual(['errors', 'message', 'statusCode']);
    expect(response.body.errors).toEqual({ _request: response.body.message });
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, errors included', async () => {
    const ok = await api().http().get('/api/health');
    const missing = await api().http().get('/api/nope');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it("keeps a caller's sane request id and replaces one that is not", async () => {
    const kept = await api().http().get('/api/health').set('X-Request-Id', 'gateway-7f3a.01:retry_2');
    expect(kept.headers['x-request-id']).toBe('gateway-7f3a.01:retry_2');
    for (const insane of ['has space', 'x'.repeat(129), '<script>', '']) {
      const replaced = await api().http().get('/api/health').set('X-Request-Id', insane);
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('OpenAPI description', () => {
  it('is served as JSON at /api/docs-json and covers every endpoint', async () => {
    const response = await api().http().get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths).sort()).toEqual([
      '/api/contacts',
      '/api/developers',
      '/api/developers/skills',
      '/api/developers/{id}',
      '/api/developers/{id}/projects',
      '/api/developers/{id}/testimonials',
      '/api/experience',
      '/api/health',
      '/api/health/live',
      '/api/projects',
      '/api/revisions',
      '/api/services',
      '/api/testimonials',
    ]);
    const contactBody = response.body.paths['/api/contacts'].post.requestBody.content['application/json'].schema;
    expect(contactBody.required).toEqual(
      expect.arrayContaining(['fullName', 'email', 'serviceNeeded', 'projectDescription']),
    );
  });

  it('describes each resource with the schema @site/contracts infers its type from, named once', async () => {
    const document = (await api().http().get('/api/docs-json').expect(200)).body;
    const okSchema = (path: string) => document.paths[path].get.responses['200'].content['application/json'].schema;
    const named = (name: string) => document.components.schemas[name];
    expect(okSchema('/api/developers')).toEqual({
      anyOf: [
        { type: 'array', items: { $ref: '#/components/schemas/Developer' } },
        { $ref: '#/components/schemas/DeveloperPage' },
      ],
    });
    expect(Object.keys(named('DeveloperPage').properties)).toEqual(Object.keys(developerPageSchema.shape));
    for (const [path, name, schema] of [
      ['/api/services', 'Service', serviceSchema],
      ['/api/projects', 'Project', projectSchema],
      ['/api/testimonials', 'Testimonial', testimonialSchema],
    ] as const) {
      expect(okSchema(path)).toEqual({ type: 'array', items: { $ref: `#/components/schemas/${name}` } });
      expect(Object.keys(named(name).properties)).toEqual(Object.keys(schema.shape));
      expect(named(name).required).toEqual(Object.keys(schema.shape));
    }
    expect(Object.keys(named('Developer').properties)).toEqual(Object.keys(developerSchema.shape));
    expect(okSchema('/api/developers/{id}')).toEqual({ $ref: '#/components/schemas/Developer' });
    expect(named('Developer').properties.certifications).toMatchObject({ nullable: true, type: 'array' });
    expect(named('Developer').properties.hourlyRate.description).toMatch(/per hour/);
    expect(Object.keys(named('ApiError').properties)).toEqual(Object.keys(apiErrorSchema.shape));
    const notFound = document.paths['/api/developers/{id}'].get.responses['404'];
    expect(notFound.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
  });

  it("lists the directory's query parameters, from the schema that validates them", async () => {
    const document = (await api().http().get('/api/docs-json').expect(200)).body;
    const parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[] =
      document.paths['/api/developers'].get.parameters;
    const query = parameters.filter((parameter) => parameter.in === 'query');
    expect(query.map((parameter) => parameter.name).sort()).toEqual(Object.keys(developerPageQuerySchema.shape).sort());
    expect(query.every((parameter) => !parameter.required)).toBe(true);
    expect(query.find((parameter) => parameter.name === 'sort')?.schema.enum).toEqual([...DEVELOPER_SORTS]);
  });

  it('has a Swagger UI at /api/docs', async () => {
    const response = await api().http().get('/api/docs').expect(200);
    expect(response.text).toMatch(/swagger/i);
  });
});

describe('unexpected failures', () => {
  it('answer a bare JSON 500, without stack, SQL or driver text', async () => {
    await api().db.query('ALTER TABLE testimonials RENAME TO testimonials_gone');
    try {
      const response = await api().http().get('/api/testimonials').expect(500);
      expect(response.body).toEqual({ statusCode: 500, message: 'Internal server error' });
      expect(response.text).not.toMatch(/testimonials|relation|SELECT|at \w+ \(/);
    } finally {
      await api().db.query('ALTER TABLE testimonials_gone RENAME TO testimonials');
    }
    await api().http().get('/api/testimonials').expect(200);
  });
});
