import type { Browser, Page } from 'playwright-core';
import type { IslandScenario } from './island-scenarios';

export interface InteractionTiming {
  /** From the tap landing to the change on screen (page clock), or null when it never showed. */
  ms: number | null;
  /** Whether the control's island had hydrated when the tap landed. */
  hydratedAtTap: boolean;
  /** For a form field: the text is still there once its island has hydrated. */
  textKept: boolean | null;
}

// The page's CSP forbids eval, which Playwright's polling of a condition uses: bypassed for measuring only.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true };
const CHANGE_TIMEOUT_MS = 20_000;

/**
 * Notes the page-clock time of the first pointer or key the visitor sends, before any listener of
 * the page's. A string, not a function: tsx would wrap a function's inner names in a helper the
 * page does not have.
 */
const NOTE_TAPS = `for (const type of ['pointerdown', 'mousedown', 'keydown', 'input', 'change']) {
  window.addEventListener(type, () => { window.tappedAt ??= performance.now(); }, { capture: true });
}`;

async function islandHydrated(page: Page, scenario: IslandScenario): Promise<boolean> {
  const control = scenario.control(page);
  return control.evaluate((element) => {
    const island = element.closest('site-island');
    // A control outside any island is plain HTML: it works without hydrating.
    return island === null || island.hasAttribute('data-hydrated');
  });
}

/**
 * Opens the scenario's page on a phone with a 4x slower CPU and acts on its control either the
 * moment it shows (`early`) or after the load event, timing the tap to the change on screen.
 */
export async function timeInteraction(
  browser: Browser,
  origin: string,
  scenario: IslandScenario,
  path: string,
  early: boolean,
): Promise<InteractionTiming> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(NOTE_TAPS);
    await page.goto(origin + path, { waitUntil: early ? 'commit' : 'load' });
    const control = scenario.control(page);
    await control.waitFor({ timeout: CHANGE_TIMEOUT_MS });
    const hydratedAtTap = await islandHydrated(page, scenario);
    await scenario.act(control);
    const changedAt = await page
      .waitForFunction(`(${scenario.changed}) ? performance.now() : false`, undefined, {
        timeout: CHANGE_TIMEOUT_MS,
        polling: 'raf',
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => null);
    const tappedAt = (await page.evaluate('window.tappedAt ?? null')) as number | null;
    let textKept: boolean | null = null;
    if (scenario.kind === 'form field') {
      await page
        .waitForFunction(
          () => document.querySelector('site-island[data-island^="forms/"][data-hydrated]') !== null,
          undefined,
          {
            timeout: CHANGE_TIMEOUT_MS,
          },
        )
        .catch(() => undefined);
      textKept = await page.evaluate(`${scenario.changed}`).then(Boolean);
    }
    const ms = changedAt !== null && tappedAt !== null ? Math.max(0, changedAt - tappedAt) : null;
    return { ms, hydratedAtTap, textKept };
  } finally {
    await context.close();
  }
}
