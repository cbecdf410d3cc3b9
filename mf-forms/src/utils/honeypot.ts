import { type ContactRequest, HONEYPOT_FIELD } from '@site/contracts';

/** The lead as sent: the honeypot travels only when something filled it (people never do). */
export function withHoneypot(body: ContactRequest, form: HTMLFormElement | null | undefined): ContactRequest {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  const value = input instanceof HTMLInputElement ? input.value : '';
  return value === '' ? body : { ...body, [HONEYPOT_FIELD]: value };
}
