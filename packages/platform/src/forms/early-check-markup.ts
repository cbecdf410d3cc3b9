/**
 * The markup a lead form carries so the page can check it before the form's island runs (issue
 * 34): the page's inline `checkFormsEarly` reads it, the island undoes what that check drew
 * (`undoEarlyCheck`) and takes over.
 */

/** On a `<form>`: checked by the page when sent before its island has hydrated. */
export const EARLY_CHECK_FORM_ATTRIBUTE = 'data-early-check';
/** Set on the form once the page has checked it: the island then starts validated. */
export const EARLY_CHECKED_ATTRIBUTE = 'data-early-checked';
/** On a message written with the page, hidden: its value is the id of the field (or fieldset) it is about. */
export const EARLY_MESSAGE_ATTRIBUTE = 'data-early-message';
/** On a field the check marked invalid: its `aria-invalid` as it was, for the island to put back. */
export const EARLY_INVALID_ATTRIBUTE = 'data-early-invalid';
/** On a fieldset of checkboxes of which at least one must be ticked. */
export const REQUIRED_GROUP_ATTRIBUTE = 'data-required-group';

/**
 * What the page's check drew, taken back before the island renders its own messages: the island's
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
