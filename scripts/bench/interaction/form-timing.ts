import { emptyFormMessages, type FormKind } from '@site/contracts';
import type { Browser, Locator, Page } from 'playwright-core';

/** A lead form, and how a visitor reaches it the moment its page shows. */
export interface FormUnderTest {
  kind: FormKind;
  path: string;
  form: (page: Page) => Locator;
  submitName: string;
}

export const FORMS_UNDER_TEST: readonly FormUnderTest[] = [
  {
    kind: 'contact',
    path: '/#contact',
    form: (page) => page.getByRole('form', { name: 'Contact form' }),
    submitName: 'Send Message',
  },
  {
    kind: 'demo',
    path: '/demo',
    form: (page) => page.getByRole('form', { name: 'Demo booking form' }),
    submitName: 'Book Demo',
  },
];

// As time-interaction.ts: a phone, the CSP bypassed for Playwright's polling only.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const TIMEOUT_MS = 20_000;
const TYPED = 'Ada Lovelace';

/**
 * Strings, not functions (tsx would wrap a function's inner names in a helper the page does not
 * have): the page-clock time of the first tap, and the Event Timing entries of every key (the
 * browser's own measure of an input to its next paint, what INP is made of; entries start at 16 ms).
 */
const NOTE_TAPS_AND_KEYS = `
for (const type of ['pointerdown', 'mousedown', 'keydown']) {
  window.addEventListener(type, () => { window.tappedAt ??= performance.now(); }, { capture: true });
}
window.keyDurations = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (['keydown', 'keypress', 'keyup', 'beforeinput', 'input'].includes(entry.name)) window.keyDurations.push(entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

async function openOnSlowPhone(browser: Browser, origin: string, form: FormUnderTest) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(NOTE_TAPS_AND_KEYS);
  await page.goto(origin + form.path, { waitUntil: 'commit' });
  return { context, page };
}

/** Whether every message of an empty form is on screen in the form (the page's or the island's). */
function everyMessageShown(messages: readonly string[]): string {
  return `((form) => form !== null && ${JSON.stringify(messages)}.every((message) =>
    [...form.querySelectorAll('*')].some((element) => element.childElementCount === 0 && element.textContent === message && element.checkVisibility())))(document.querySelector('form[aria-label="' + ${JSON.stringify('%LABEL%')} + '"]'))`;
}

/**
 * An empty form sent the moment its button shows, on a phone with a 4x slower CPU: the time from
 * the tap to every message of the spec on screen, or null when they never all showed.
 */
export async function timeEmptySubmit(browser: Browser, origin: string, form: FormUnderTest): Promise<number | null> {
  const { context, page } = await openOnSlowPhone(browser, origin, form);
  try {
    const button = form.form(page).getByRole('button', { name: form.submitName });
    await button.waitFor({ timeout: TIMEOUT_MS });
    await button.click();
    const label = (await form.form(page).getAttribute('aria-label')) ?? '';
    const shown = everyMessageShown(Object.values(emptyFormMessages(form.kind))).replace('%LABEL%', label);
    const shownAt = await page
      .waitForFunction(`(${shown}) ? performance.now() : false`, undefined, { timeout: TIMEOUT_MS, polling: 'raf' })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const tappedAt = (await page.evaluate('window.tappedAt ?? null')) as number | null;
    return shownAt !== null && tappedAt !== null ? Math.max(0, shownAt - tappedAt) : null;
  } finally {
    await context.close();
  }
}

export interface KeystrokeTiming {
  /** The slowest key's Event Timing duration (16 when none reached the browser's 16 ms floor). */
  worstMs: number;
  /** The typed text is still in the field once the page has settled. */
  kept: boolean;
}

/** A name typed into the form's first field the moment it shows, a key every 50 ms, on a phone with a 4x slower CPU. */
export async function timeKeystrokes(browser: Browser, origin: string, form: FormUnderTest): Promise<KeystrokeTiming> {
  const { context, page } = await openOnSlowPhone(browser, origin, form);
  try {
    const field = form.form(page).getByLabel('Full name');
    await field.waitFor({ timeout: TIMEOUT_MS });
    await field.pressSequentially(TYPED, { delay: 50 });
    await page.waitForLoadState('load');
    // Event Timing reports an entry after its paint: two frames and a pause let the last arrive.
    await page.waitForTimeout(1_000);
    const durations = (await page.evaluate('window.keyDurations')) as number[];
    const kept = (await field.inputValue()) === TYPED;
    return { worstMs: Math.max(16, ...durations), kept };
  } finally {
    await context.close();
  }
}
