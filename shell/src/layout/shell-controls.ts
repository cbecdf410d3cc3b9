/**
 * The shell's controls that need no React: the theme switch, the menu (a `<dialog>` the browser
 * opens itself) and F8 to the notifications. A server-rendered page runs this inline in its head
 * (server/shell-controls-script.ts), so each works the moment the page shows; a page the browser
 * renders alone runs it at start. It is written out by `toString()`: it must use nothing but its
 * own locals and the browser's globals (its literals are checked against the site's constants in
 * shell-controls.test.ts).
 */
export function installShellControls(): void {
  const storageKey = 'theme';
  const toastHotkey = 'F8';
  const arrivalFocus = 'data-arrival-focus';
  const root = document.documentElement;
  const labelSwitches = () => {
    const dark = root.classList.contains('dark');
    for (const button of document.querySelectorAll('[data-theme-switch]')) {
      button.setAttribute('aria-label', dark ? 'Switch to light theme' : 'Switch to dark theme');
      button.setAttribute('title', dark ? 'Switch to light theme' : 'Switch to dark theme');
    }
  };
  const switchTheme = () => {
    const mode = root.classList.contains('dark') ? 'light' : 'dark';
    root.classList.remove('dark', 'light');
    root.classList.add(mode);
    try {
      window.localStorage.setItem(storageKey, mode);
    } catch {
      // Storage refused (private browsing): the choice lasts for this page.
    }
    labelSwitches();
  };
  // Where an in-page link led, focus follows (the next Tab continues there, a screen reader says
  // where): the element the part marks, else its first heading, else the anchor itself.
  const focusArrival = () => {
    const anchor =
      window.location.hash.length > 1
        ? document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
        : null;
    if (!anchor) return;
    const target =
      anchor.querySelector<HTMLElement>(`[${arrivalFocus}]`) ??
      anchor.querySelector<HTMLElement>('h1, h2, h3') ??
      anchor;
    if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  window.addEventListener('hashchange', focusArrival);
  const invokersWork = 'command' in HTMLButtonElement.prototype;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-theme-switch]')) {
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
      window.requestAnimationFrame(focusArrival);
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== toastHotkey) return;
    const region = document.querySelector<HTMLElement>('[data-testid="toast-region"]');
    region?.focus();
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey || (event.newValue !== 'dark' && event.newValue !== 'light')) return;
    root.classList.remove('dark', 'light');
    root.classList.add(event.newValue);
    labelSwitches();
  });
  const ready = () => {
    labelSwitches();
    focusArrival();
  };
  // Once a document that arrived with a #fragment has loaded, Chromium applies the fragment and
  // clears focus from anything but its target: focus follows the arrival again then, unless the
  // visitor has moved it meanwhile.
  window.addEventListener('load', () =>
    window.requestAnimationFrame(() =>
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) focusArrival();
      }),
    ),
  );
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
