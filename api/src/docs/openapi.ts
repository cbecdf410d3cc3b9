import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

const DESCRIPTION = [
  'Developers, services, case studies and testimonials for the website, and the contact endpoint both lead forms post to.',
  'Every error is JSON: { statusCode, message } (bad input adds errors: field -> message). A 429 (too many leads from one client) and a 503 (the database does not answer) carry Retry-After.',
  'The /api/admin routes, for the consultancy to read and triage its leads, exist only when the API runs with ADMIN_TOKEN set, and take Authorization: Bearer <ADMIN_TOKEN>.',
].join('\n\n');

/** Serves the OpenAPI description: Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function serveOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('PowerAI Consulting API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN, for the /api/admin routes' })
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
