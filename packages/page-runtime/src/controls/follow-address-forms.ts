import { ISLAND_ADDRESS_CHANGED_EVENT } from '@site/contracts/island-markup';
import {
  ADDRESS_FORM_ATTRIBUTE,
  FIELD_DEFAULT_ATTRIBUTE,
  FORM_RESETS_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';

/**
 * A form whose fields are the page's address (`<form data-address-form>`: the directory's search,
 * skill and order) works on the server's page with no React: a field typed into replaces the
 * address (a keystroke is not a page to go back to), a select picked pushes one, and the islands
 * are told (the results follow the address); Back, Forward or an island changing the address (Clear
 * Filters) writes it back into the fields. A field's value is left out of the address when empty
 * or equal to its `data-default`; `data-resets` names parameters a change drops (`page`). Without
 * any script the form is a GET form the server answers.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts).
 */
export function followAddressForms(): () => void {
  const formSelector = `form[${ADDRESS_FORM_ATTRIBUTE}]`;
  type Field = HTMLInputElement | HTMLSelectElement;
  const fieldsOf = (form: HTMLFormElement): Field[] =>
    [...form.elements].filter(
      (element): element is Field =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.name !== '',
    );
  const formOf = (target: EventTarget | null): HTMLFormElement | null =>
    target instanceof Element ? target.closest<HTMLFormElement>(formSelector) : null;
  const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const addressFor = (form: HTMLFormElement): string => {
    const params = new URLSearchParams(window.location.search);
    for (const field of fieldsOf(form)) {
      if (field.value === '' || field.value === (field.getAttribute(FIELD_DEFAULT_ATTRIBUTE) ?? ''))
        params.delete(field.name);
      else params.set(field.name, field.value);
    }
    for (const name of (form.getAttribute(FORM_RESETS_ATTRIBUTE) ?? '').split(' '))
      if (name !== '') params.delete(name);
    const query = params.toString();
    return `${window.location.pathname}${query === '' ? '' : `?${query}`}${window.location.hash}`;
  };
  const follow = (form: HTMLFormElement, push: boolean) => {
    const next = addressFor(form);
    if (next === here()) return;
    if (push) window.history.pushState(null, '', next);
    else window.history.replaceState(window.history.state, '', next);
    // Typing says so: a part that fetches what the address names waits for a pause.
    window.dispatchEvent(new CustomEvent(ISLAND_ADDRESS_CHANGED_EVENT, { detail: { typing: !push } }));
  };
  const onInput = (event: Event) => {
    const form = formOf(event.target);
    if (!form) return;
    if (event.type === 'input' && event.target instanceof HTMLInputElement) follow(form, false);
    if (event.type === 'change' && event.target instanceof HTMLSelectElement) follow(form, true);
  };
  const onSubmit = (event: Event) => {
    const form = formOf(event.target);
    if (!form) return;
    event.preventDefault();
    follow(form, true);
  };
  const showAddress = () => {
    const params = new URLSearchParams(window.location.search);
    for (const form of document.querySelectorAll<HTMLFormElement>(formSelector)) {
      for (const field of fieldsOf(form)) {
        const value = params.get(field.name) ?? field.getAttribute(FIELD_DEFAULT_ATTRIBUTE) ?? '';
        if (field.value !== value) field.value = value;
      }
    }
  };
  document.addEventListener('input', onInput);
  document.addEventListener('change', onInput);
  document.addEventListener('submit', onSubmit);
  window.addEventListener('popstate', showAddress);
  window.addEventListener(ISLAND_ADDRESS_CHANGED_EVENT, showAddress);
  return () => {
    document.removeEventListener('input', onInput);
    document.removeEventListener('change', onInput);
    document.removeEventListener('submit', onSubmit);
    window.removeEventListener('popstate', showAddress);
    window.removeEventListener(ISLAND_ADDRESS_CHANGED_EVENT, showAddress);
  };
}
