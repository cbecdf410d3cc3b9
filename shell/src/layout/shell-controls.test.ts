import { THEME_STORAGE_KEY, TOAST_FOCUS_HOTKEY } from '@site/contracts';
import { ARRIVAL_FOCUS_ATTRIBUTE } from '@site/platform';
import { literalsMissingFromInlineScript } from '@site/platform/testing';
import { installShellControls } from './shell-controls';

describe('the shell controls', () => {
  it("are written with the site's own storage key and hotkey (they are inlined, so they cannot import them)", () => {
    expect(
      literalsMissingFromInlineScript(installShellControls, [
        THEME_STORAGE_KEY,
        TOAST_FOCUS_HOTKEY,
        ARRIVAL_FOCUS_ATTRIBUTE,
      ]),
    ).toEqual([]);
  });

  it('move focus where an in-page link led: the field the part marks', () => {
    installShellControls();
    document.body.innerHTML =
      '<a href="#contact">Contact</a><section id="contact"><h2>Contact us</h2><input data-arrival-focus aria-label="Name"></section>';
    window.location.hash = '#contact';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('close the open menu when a link in it is chosen, and move focus to the notifications on F8', () => {
    installShellControls();
    document.body.innerHTML =
      '<dialog open id="nav-drawer"><a href="#team">Team</a></dialog><ol tabindex="-1" data-testid="toast-region"></ol>';
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    let closed = false;
    dialog.close = () => {
      closed = true;
    };
    document.querySelector('a')?.click();
    expect(closed).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    expect(document.activeElement).toBe(document.querySelector('[data-testid="toast-region"]'));
  });
});
