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
    // A link chosen in the menu: the menu closes and the link is followed (an anchor of this page too).
    const link = target.closest('dialog[open] a[href]');
    if (link) link.closest('dialog')?.close();
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
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', labelSwitches);
  else labelSwitches();
}
