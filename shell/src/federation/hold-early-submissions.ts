import { openGate } from './hydrate-when-near';
import { PART_HYDRATED_ATTRIBUTE, PART_HYDRATED_EVENT } from './part-hydrated';

/**
 * A form a visitor sends before its part has hydrated (its server HTML is on screen, its code not
 * yet in) would be sent by the browser itself: a page load with what they typed in the address.
 * Instead the sending waits: the part's code is fetched at once and, once it has hydrated, the
 * form is sent as the site sends it (validation, the API call, the notice).
 */
export function holdEarlySubmissions(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const part = form.closest<HTMLElement>('[data-section-part]');
      if (!part || part.hasAttribute(PART_HYDRATED_ATTRIBUTE)) return;
      event.preventDefault();
      part.addEventListener(PART_HYDRATED_EVENT, () => form.requestSubmit(), { once: true });
      openGate(part.getAttribute('data-section-part') ?? '');
    },
    true,
  );
}
