import { THEME_STORAGE_KEY, TOAST_FOCUS_HOTKEY } from '@site/contracts/constants';
import { THEME_SWITCH_ATTRIBUTE, TOAST_REGION_TEST_ID } from '@site/contracts/page-runtime-markup';
import { focusArrival } from '../shared/focus-arrival';

/**
 * The shell's controls that need no React: the theme switch, the menu (a `<dialog>` the browser
 * opens itself) and F8 to the notifications. A server-rendered page runs this inline in its head
 * (scripts/shell-controls.ts), so each works the moment the page shows; a page the browser renders
 * alone runs it at start.
 */
export function installShellControls(): void {
  const themeSwitch = `[${THEME_SWITCH_ATTRIBUTE}]`;
  const root = document.documentElement;
  const labelSwitches = () => {
    const dark = root.classList.contains('dark');
    for (const button of document.querySelectorAll(themeSwitch)) {
      button.setAttribute('aria-label', dark ? 'Switch to light theme' : 'Switch to dark theme');
      button.setAttribute('title', dark ? 'Switch to light theme' : 'Switch to dark theme');
    }
  };
  const switchTheme = () => {
    const mode = root.classList.contains('dark') ? 'light' : 'dark';
    root.classList.remove('dark', 'light');
    root.classList.add(mode);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage refused (private browsing): the choice lasts for this page.
    }
    labelSwitches();
  };
  // Where an in-page link led, focus follows (the next Tab continues there, a screen reader says
  // where): the element the part marks, else its first heading, else the anchor itself.
  const focusHashTarget = () => {
    const anchor =
      window.location.hash.length > 1
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
    if (anchor) focusArrival(anchor);
  };
  window.addEventListener('hashchange', focusHashTarget);
  const invokersWork = 'command' in HTMLButtonElement.prototype;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest(themeSwitch)) {
      switchTheme();
      return;
    }
    const invoker = target.closest('button[commandfor]');
    if (invoker && !invokersWork) {
      const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
      if (dialog instanceof HTMLDialogElement) {
        if (invoker.getAttribute('command') === 'show-modal') dialog.showModal();
        if (invoker.getAttribute('command') === 'close') dialog.close();
      }
      return;
    }
    const link = target.closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    // A link chosen in the menu: the menu closes and the link is followed (an anchor of this page too).
    link.closest('dialog[open]')?.closest('dialog')?.close();
    // The same anchor again changes no hash: focus follows it all the same.
    if (link.pathname === window.location.pathname && link.hash && link.hash === window.location.hash) {
      window.requestAnimationFrame(focusHashTarget);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== TOAST_FOCUS_HOTKEY) return;
    const region = document.querySelector<HTMLElement>(`[data-testid="${TOAST_REGION_TEST_ID}"]`);
    region?.focus();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY || (event.newValue !== 'dark' && event.newValue !== 'light')) return;
    root.classList.remove('dark', 'light');
    root.classList.add(event.newValue);
    labelSwitches();
  });
  const ready = () => {
    labelSwitches();
    focusHashTarget();
  };
  // Once a document that arrived with a #fragment has loaded, Chromium applies the fragment and
  // clears focus from anything but its target: focus follows the arrival again then, unless the
  // visitor has moved it meanwhile.
  window.addEventListener('load', () =>
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) focusHashTarget();
      }),
    ),
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
