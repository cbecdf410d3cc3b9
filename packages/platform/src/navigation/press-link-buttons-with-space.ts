import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_TAG } from '../islands/island-markup';

/** An island whose code has not run yet: the shell keeps what the visitor does there and replays it. */
const WAITING_ISLAND = `${ISLAND_TAG}:not([${ISLAND_HYDRATED_ATTRIBUTE}])`;

function linkAnnouncedAsButton(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof HTMLAnchorElement)) return null;
  return target.getAttribute('role') === 'button' && target.hasAttribute('href') ? target : null;
}

/**
 * Space presses a link the page announces as a button (`<a role="button" href>`: every
 * ContactButton, e.g. "Request a Quote"), as it presses a real button, also in the parts of a page
 * that are never hydrated: one listener for the whole document, installed once by the shell. A
 * hydrated LinkButton presses itself (and prevents the default, so this leaves it alone), and an
 * island still waiting for its code is left to the shell's replay.
 */
export function pressLinkButtonsWithSpace(root: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.defaultPrevented || event.repeat) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const link = linkAnnouncedAsButton(event.target);
    if (!link || link.closest(WAITING_ISLAND)) return;
    event.preventDefault();
    link.click();
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
