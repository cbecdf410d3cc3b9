import { FORM_POSTS, FORM_SCHEMAS, fieldErrorsOf, type SubmittedForm } from '@site/contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The answer to a form post when no renderer can draw the form's page (the site is starting, or
 * its renderer failed): a plain page that says what is wrong, in the schema's words, and that
 * nothing was sent. The browser's Back button returns to the form with what was typed in it.
 * Nothing the visitor typed is written into it.
 */
export function fallbackFormPage(form: SubmittedForm): string {
  const parsed = FORM_SCHEMAS[form.kind].safeParse(form.values);
  const messages = parsed.success ? [] : Object.values(fieldErrorsOf(parsed.error));
  const problem = form.failure
    ? '<p>Your answers could not be sent just now. Nothing was stored: please try again in a minute.</p>'
    : `<ul>${messages.map((message) => `<li>${escapeHtml(message)}</li>`).join('')}</ul>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>There is a problem</title></head><body><main><h1>There is a problem</h1>${problem}<p>Use your browser's Back button to return to the form: what you typed is still there. Or <a href="${FORM_POSTS[form.kind].page}">open the form again</a>.</p></main></body></html>`;
}
