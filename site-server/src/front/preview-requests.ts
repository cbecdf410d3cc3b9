import { type PreviewClaims, verifyPreviewToken } from '@site/contracts/release-files';
import type { FastifyInstance } from 'fastify';
import type { PreparedPreview } from '../preview/preview-generations';

export interface PreviewRequestsOptions {
  secret: string | undefined;
  previews: { prepare(claims: PreviewClaims): Promise<PreparedPreview> };
}

/**
 * `POST /_site/previews` `{"token": "..."}`: `npm run release -- --preview` asks for its preview
 * to be gated and warmed before it prints the link. The token is the authorisation (only the
 * secret's holders can sign one), so this needs no other credential. 200 with the preview once
 * it renders, 422 with the gate's refusals, 403 for a token that is not valid, 400 for no token.
 */
export async function previewRequests(app: FastifyInstance, options: PreviewRequestsOptions): Promise<void> {
  app.post('/_site/previews', { bodyLimit: 4096 }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      return reply.code(400).send({ statusCode: 400, message: 'token: a preview token is required' });
    }
    if (!options.secret) {
      return reply.code(403).send({ statusCode: 403, message: 'previews are off: no PREVIEW_SECRET configured' });
    }
    const check = verifyPreviewToken(token, options.secret);
    if (!check.valid) return reply.code(403).send({ statusCode: 403, message: `token: ${check.reason}` });
    const prepared = await options.previews.prepare(check.claims);
    if ('refused' in prepared) {
      return reply.code(422).send({ accepted: false, refusals: prepared.refused.refusals });
    }
    return reply.send({ accepted: true, ...check.claims, pins: prepared.warm.generation.pins });
  });
}
