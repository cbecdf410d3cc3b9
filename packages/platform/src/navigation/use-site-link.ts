import { homeAnchorOf } from '@site/contracts';
import { type MouseEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGoToAnchor } from './use-go-to-anchor';

/**
 * Follows a site address in the page: a home-page anchor (`/#team`, `/?service=x#contact`)
 * scrolls there, going home first when needed; any other address navigates client-side.
 */
export function useFollowSiteLink(): (to: string) => void {
  const navigate = useNavigate();
  const goToAnchor = useGoToAnchor();
  return useCallback(
    (to: string) => {
      const anchor = homeAnchorOf(to);
      if (anchor) goToAnchor(anchor.anchor, anchor.search);
      else navigate(to);
    },
    [goToAnchor, navigate],
  );
}

/** A click the browser should handle itself: a new tab or window, a download, a middle click. */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

/**
 * The props of an `<a>` to a site address: a real `href` (a new tab or a copied link works) that a
 * plain click follows in the page (useFollowSiteLink); a modified click is left to the browser.
 */
export function useSiteLinkProps(to: string): { href: string; onClick: (event: MouseEvent) => void } {
  const follow = useFollowSiteLink();
  return {
    href: to,
    onClick: (event) => {
      if (isModifiedClick(event) || event.defaultPrevented) return;
      event.preventDefault();
      follow(to);
    },
  };
}
