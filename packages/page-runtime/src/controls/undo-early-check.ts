import {
  EARLY_CHECKED_ATTRIBUTE,
  EARLY_INVALID_ATTRIBUTE,
  EARLY_MESSAGE_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';

/**
 * A lead form is checked by the page before its island runs (checkFormsEarly, issue 34); the
 * island then takes over. What the page's check drew, taken back before the island renders its own messages: the island's
 * React does not know of it (its attributes are not compared when it hydrates). True when the form
 * had been checked, so the island starts validating as the visitor expects.
 */
export function undoEarlyCheck(form: HTMLFormElement): boolean {
  if (!form.hasAttribute(EARLY_CHECKED_ATTRIBUTE)) return false;
  form.removeAttribute(EARLY_CHECKED_ATTRIBUTE);
  for (const message of form.querySelectorAll<HTMLElement>(`[${EARLY_MESSAGE_ATTRIBUTE}]`)) message.hidden = true;
  for (const field of form.querySelectorAll<HTMLElement>(`[${EARLY_INVALID_ATTRIBUTE}]`)) {
    const before = field.getAttribute(EARLY_INVALID_ATTRIBUTE);
    if (before) field.setAttribute('aria-invalid', before);
    else field.removeAttribute('aria-invalid');
    field.removeAttribute(EARLY_INVALID_ATTRIBUTE);
  }
  return true;
}
