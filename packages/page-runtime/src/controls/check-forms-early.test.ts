import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_LOAD_FAILED_ATTRIBUTE, ISLAND_TAG } from '@site/contracts/island-markup';
import {
  EARLY_CHECKED_ATTRIBUTE,
  EARLY_INVALID_ATTRIBUTE,
  EARLY_MESSAGE_ATTRIBUTE,
} from '@site/contracts/page-runtime-markup';
import { checkFormsEarly } from './check-forms-early';
import { undoEarlyCheck } from './undo-early-check';

let stop: () => void;
/** Whether a submit got past the check (the early-input script, registered after it, would hold it). */
let passedOn: number;
const countPassedOn = () => {
  passedOn += 1;
};

beforeEach(() => {
  stop = checkFormsEarly();
  passedOn = 0;
  document.addEventListener('submit', countPassedOn, true);
  document.body.innerHTML = `
    <site-island data-hydrate="submit">
      <form data-early-check method="post" action="/forms/demo" novalidate>
        <input id="demo-fullName" name="fullName" required minlength="2" aria-invalid="false">
        <span data-early-message="demo-fullName" hidden>Full name is required</span>
        <input id="demo-email" name="email" type="email" required aria-invalid="false">
        <span data-early-message="demo-email" hidden>Valid email is required</span>
        <input id="demo-phone" name="phone">
        <fieldset id="demo-integrationNeeds" data-required-group>
          <input type="checkbox" name="integrationNeeds" value="SAP">
          <input type="checkbox" name="integrationNeeds" value="Teams">
        </fieldset>
        <span data-early-message="demo-integrationNeeds" hidden>Select at least one integration need</span>
        <button type="submit">Book Demo</button>
      </form>
    </site-island>`;
});
afterEach(() => {
  document.removeEventListener('submit', countPassedOn, true);
  stop();
  document.body.innerHTML = '';
});

const form = () => document.querySelector('form') as HTMLFormElement;
const field = (id: string) => document.getElementById(id) as HTMLInputElement;
const shownMessages = () =>
  [...document.querySelectorAll<HTMLElement>(`[${EARLY_MESSAGE_ATTRIBUTE}]`)]
    .filter((message) => !message.hidden)
    .map((message) => message.textContent);

function send(): boolean {
  return form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

function type(id: string, text: string): void {
  field(id).value = text;
  field(id).dispatchEvent(new Event('input', { bubbles: true }));
}

describe('checkFormsEarly', () => {
  it('shows every message of an empty form, marks and focuses the first field, and does not send it', () => {
    expect(send()).toBe(false);
    expect(shownMessages()).toEqual([
      'Full name is required',
      'Valid email is required',
      'Select at least one integration need',
    ]);
    expect(field('demo-fullName').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('demo-fullName'));
    expect(form().hasAttribute(EARLY_CHECKED_ATTRIBUTE)).toBe(true);
    expect(passedOn).toBe(0);
  });

  it('holds text to its trimmed least length and an e-mail to an address; checks again on each change', () => {
    type('demo-fullName', ' A ');
    type('demo-email', 'ada@');
    send();
    expect(shownMessages()).toContain('Full name is required');
    expect(shownMessages()).toContain('Valid email is required');
    type('demo-fullName', 'Ada');
    expect(shownMessages()).not.toContain('Full name is required');
    expect(field('demo-fullName').getAttribute('aria-invalid')).toBe('false');
    const box = document.querySelector<HTMLInputElement>('input[value="Teams"]') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(shownMessages()).toEqual(['Valid email is required']);
  });

  it('passes a complete form on (to the island, or the browser)', () => {
    type('demo-fullName', 'Ada Lovelace');
    type('demo-email', 'ada@example.com');
    (document.querySelector('input[value="SAP"]') as HTMLInputElement).checked = true;
    send();
    expect(passedOn).toBe(1);
    expect(shownMessages()).toEqual([]);
  });

  it.each([ISLAND_HYDRATED_ATTRIBUTE, ISLAND_LOAD_FAILED_ATTRIBUTE])(
    'leaves a form alone once its island is %s',
    (attribute) => {
      document.querySelector(ISLAND_TAG)?.setAttribute(attribute, '');
      send();
      expect(passedOn).toBe(1);
      expect(shownMessages()).toEqual([]);
    },
  );

  it('is undone by the island when it takes over: messages hidden, fields as they were', () => {
    send();
    expect(undoEarlyCheck(form())).toBe(true);
    expect(shownMessages()).toEqual([]);
    expect(field('demo-fullName').getAttribute('aria-invalid')).toBe('false');
    expect(field('demo-fullName').hasAttribute(EARLY_INVALID_ATTRIBUTE)).toBe(false);
    expect(undoEarlyCheck(form())).toBe(false);
  });
});
