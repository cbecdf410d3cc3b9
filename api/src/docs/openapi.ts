import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const OPENAPI_UI_PATH = 'api/docs';
export const OPENAPI_JSON_PATH = 'api/docs-json';

/** Serves the OpenAPI description: Swagger UI at /api/docs, the JSON document at /api/docs-json. */
export function serveOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('PowerAI Consulting API')
    .setDescription(
      'Developers, services, case studies and testimonials for the website, and the contact endpoint both lead forms post to. Every error is JSON: { statusCode, message } (bad input adds errors: field -> message).',
    )
    .setVersion('1.0.0')
    .build();
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
