import {
  type ContactRequest,
  demoLeadOf,
  FORM_POST_BODY_LIMIT_BYTES,
  FORM_POSTS,
  FORM_SCHEMAS,
  type FormKind,
  type FormPostFailure,
  formValuesOf,
  HONEYPOT_FIELD,
  type RenderedPage,
  type SubmittedForm,
} from '@site/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formIdempotencyKey } from './form-idempotency-key';
import { fallbackFormPage } from './form-post-fallback';
import { sendKeyedPost } from './keyed-post';

/** Renders the page of a form posted without JavaScript, holding its state (the serving renderer). */
export interface FormPageRenderer {
  /** Undefined when no renderer can answer now. */
  render(url: string, form: SubmittedForm): Promise<RenderedPage | undefined>;
}

export interface FormPostsOptions {
  apiOrigin: string;
  /** Without it (no renderer yet), a form to correct is answered with a plain page of its messages. */
  formPages?: FormPageRenderer;
  retryDelayMs?: number;
}

/** The lead the API stores for a valid form: the contact form's as it is, the demo form's mapped (spec section 7). */
function leadOf(kind: FormKind, values: Record<string, unknown>): { lead: ContactRequest } | { invalid: true } {
  if (kind === 'contact') {
    const parsed = FORM_SCHEMAS.contact.safeParse(values);
    return parsed.success ? { lead: parsed.data } : { invalid: true };
  }
  const parsed = FORM_SCHEMAS.demo.safeParse(values);
  return parsed.success ? { lead: demoLeadOf(parsed.data) } : { invalid: true };
}

/** The API's Retry-After in whole seconds, when it sent one. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * The lead forms without JavaScript (issue 34): `POST /forms/contact` and `POST /forms/demo`,
 * `application/x-www-form-urlencoded`. Validated with the schema the island uses; a valid form
 * is stored through the API as the island stores it (the same honeypot, the visitor's address for
 * the rate limit, an Idempotency-Key derived from the submission) and answered with a 303 to its
 * confirmation page. Otherwise the form's page is rendered for this answer alone, holding what was
 * sent: 422 to correct it, 429 or 502 when the API refused or failed (the lead is not lost: the
 * page says so and the values are there to send again). Never cached; the body is never logged.
 * An encapsulated plugin: its body parser is its own.
 */
export async function formPosts(scope: FastifyInstance, options: FormPostsOptions): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_POST_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );
  scope.setErrorHandler(async (error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode === 413 || error.statusCode === 415 ? error.statusCode : 400;
    const text =
      status === 413
        ? 'The form is too large to send. Shorten the longest answers and send it again.'
        : 'The form could not be read. Go back and send it again.';
    return reply.code(status).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(text);
  });

  const answerWithForm = async (reply: FastifyReply, status: number, form: SubmittedForm) => {
    reply.code(status).header('Cache-Control', 'no-store');
    const page = await options.formPages?.render(FORM_POSTS[form.kind].page, form);
    if (!page || page.status >= 500) {
      return reply.type('text/html; charset=utf-8').send(fallbackFormPage(form));
    }
    return reply
      .header('Content-Security-Policy', page.contentSecurityPolicy)
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  const handle = (kind: FormKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const posted = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
    const values = formValuesOf(kind, posted);
    const outcome = leadOf(kind, values);
    if ('invalid' in outcome) return answerWithForm(reply, 422, { kind, values });
    const honeypot = posted.get(HONEYPOT_FIELD) ?? '';
    const lead: ContactRequest = honeypot === '' ? outcome.lead : { ...outcome.lead, [HONEYPOT_FIELD]: honeypot };
    const failure = await storeLead(request, kind, lead);
    if (failure === undefined) return reply.code(303).header('Location', FORM_POSTS[kind].confirmation).send();
    if (failure.retryAfterSeconds !== undefined) reply.header('Retry-After', String(failure.retryAfterSeconds));
    return answerWithForm(reply, failure.retryAfterSeconds === undefined ? 502 : 429, { kind, values, failure });
  };

  /** Stores the lead through the API; undefined once stored, else why not. */
  const storeLead = async (
    request: FastifyRequest,
    kind: FormKind,
    lead: ContactRequest,
  ): Promise<FormPostFailure | undefined> => {
    try {
      const response = await sendKeyedPost(new URL('/api/contacts', options.apiOrigin), {
        headers: [
          ['content-type', 'application/json'],
          ['idempotency-key', formIdempotencyKey(kind, lead, request.ip)],
          ['x-forwarded-for', request.ip],
          ['x-forwarded-proto', request.protocol],
        ],
        body: new TextEncoder().encode(JSON.stringify(lead)),
        keyed: true,
        retryDelayMs: options.retryDelayMs,
      });
      await response.arrayBuffer();
      if (response.ok) return undefined;
      // Only the status: the answer may quote the lead.
      request.log.warn({ status: response.status, form: kind }, 'the API did not store a form post');
      return response.status === 429 ? { retryAfterSeconds: retryAfterOf(response) ?? 60 } : {};
    } catch (error) {
      request.log.warn({ err: error, form: kind }, 'the API did not answer a form post');
      return {};
    }
  };

  scope.post(FORM_POSTS.contact.action, handle('contact'));
  scope.post(FORM_POSTS.demo.action, handle('demo'));
}
