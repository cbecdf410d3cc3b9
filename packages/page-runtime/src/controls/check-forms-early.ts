import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_LOAD_FAILED_ATTRIBUTE, ISLAND_TAG } from '@site/contracts/island-markup';
import {
  EARLY_CHECK_FORM_ATTRIBUTE,
  EARLY_CHECKED_ATTRIBUTE,
  EARLY_INVALID_ATTRIBUTE,
  EARLY_MESSAGE_ATTRIBUTE,
  REQUIRED_GROUP_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';

/**
 * A lead form sent before its island has hydrated is checked by the page itself (issue 34): on a
 * slow phone the island's code takes a second or more to wake, and an empty form must say what
 * is missing at once. Each field's message is written with the page, hidden, beside the field
 * (`data-early-message` naming the field's id); a field is missing when its trimmed text is shorter
 * than its `minlength` (1 when `required`), an e-mail field holds no address, or a fieldset of
 * boxes (`data-required-group`) has none ticked. Then the messages show, the first missing field
 * is focused and the form is not sent; from then on each change checks again. A complete form goes
 * on to the island (the early-input script holds it until the island has hydrated), which checks
 * everything again with the schema. Once hydrated, or when its code could not load (the site
 * server then checks the posted form), the page leaves the form alone.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts), which runs before the early-input script.
 */
export function checkFormsEarly(): () => void {
  const formSelector = `form[${EARLY_CHECK_FORM_ATTRIBUTE}]`;
  const messageAttribute = EARLY_MESSAGE_ATTRIBUTE;
  const invalidAttribute = EARLY_INVALID_ATTRIBUTE;
  const checkedAttribute = EARLY_CHECKED_ATTRIBUTE;
  const islandOf = (form: HTMLFormElement) => form.closest(ISLAND_TAG);
  const leftAlone = (form: HTMLFormElement) => {
    const island = islandOf(form);
    return (
      island !== null &&
      (island.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE) || island.hasAttribute(ISLAND_LOAD_FAILED_ATTRIBUTE))
    );
  };
  const missing = (field: HTMLElement): boolean => {
    if (field instanceof HTMLFieldSetElement) {
      return field.hasAttribute(REQUIRED_GROUP_ATTRIBUTE) && field.querySelector('input:checked') === null;
    }
    if (
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    ) {
      return false;
    }
    const least = Math.max(field.required ? 1 : 0, Number(field.getAttribute('minlength') ?? 0));
    if (field.value.trim().length < least) return true;
    return field instanceof HTMLInputElement && field.type === 'email' && field.value !== '' && !field.validity.valid;
  };
  const show = (message: HTMLElement, field: HTMLElement, invalid: boolean) => {
    message.hidden = !invalid;
    const marked = field.hasAttribute(invalidAttribute);
    if (invalid && !marked) {
      field.setAttribute(invalidAttribute, field.getAttribute('aria-invalid') ?? '');
      field.setAttribute('aria-invalid', 'true');
    } else if (!invalid && marked) {
      const before = field.getAttribute(invalidAttribute);
      if (before) field.setAttribute('aria-invalid', before);
      else field.removeAttribute('aria-invalid');
      field.removeAttribute(invalidAttribute);
    }
  };
  /** Checks every field of the form with a message, or the one given; the fields found missing. */
  const check = (form: HTMLFormElement, only?: Element): HTMLElement[] => {
    const found: HTMLElement[] = [];
    for (const message of form.querySelectorAll<HTMLElement>(`[${messageAttribute}]`)) {
      const field = document.getElementById(message.getAttribute(messageAttribute) ?? '');
      if (!field || (only && field !== only && !field.contains(only))) continue;
      const invalid = missing(field);
      show(message, field, invalid);
      if (invalid) found.push(field);
    }
    return found;
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.matches(formSelector) || leftAlone(form)) return;
    const found = check(form);
    if (found.length === 0) return;
    event.preventDefault();
    // The form is not sent: the early-input script must not hold it for the island either.
    event.stopImmediatePropagation();
    form.setAttribute(checkedAttribute, '');
    const first = found[0];
    const focusable = first instanceof HTMLFieldSetElement ? first.querySelector('input') : first;
    focusable?.focus();
  };
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const form = target.closest<HTMLFormElement>(formSelector);
    if (form?.hasAttribute(checkedAttribute) && !leftAlone(form)) check(form, target);
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('input', onChange, true);
  document.addEventListener('change', onChange, true);
  return () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onChange, true);
    document.removeEventListener('change', onChange, true);
  };
}
