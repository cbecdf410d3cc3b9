import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_TAG } from '@site/contracts/island-markup';

/**
 * Space presses a link the page announces as a button (`<a role="button" href>`: every
 * ContactButton, e.g. "Request a Quote"), as it presses a real button, also in the parts of a page
 * that are never hydrated: one listener for the whole document, installed once by the shell. A
 * hydrated LinkButton presses itself (and prevents the default, so this leaves it alone), and an
 * island still waiting for its code is left to the shell's replay.
 *
 * Part of the page's inline runtime (scripts/shell-controls.ts), so it works before any script file loads.
 */
export function pressLinkButtonsWithSpace(): () => void {
  const islandWaitingForItsCode = `${ISLAND_TAG}:not([${ISLAND_HYDRATED_ATTRIBUTE}])`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.defaultPrevented || event.repeat) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || link.getAttribute('role') !== 'button' || !link.hasAttribute('href')) {
      return;
    }
    if (link.closest(islandWaitingForItsCode)) return;
    event.preventDefault();
    link.click();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
