import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToAnchor } from './scroll-to-anchor';

/**
 * Goes to an anchor of the home page (`#contact`, `#services`...), with an optional query string
 * that the part there reads (a contact intent, `?service=...`): scrolls there when the home page is
 * showing, otherwise navigates home first and the shell scrolls once the anchor is there. Either
 * way focus moves to it (see focusArrival).
 */
export function useGoToAnchor(): (anchor: string, search?: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (anchor: string, search = '') => {
      const to = { pathname: '/', search, hash: `#${anchor}` };
      if (pathname === '/') {
        // Through the router, so the part sees the new query; replaced, since the page is the same.
        navigate(to, { replace: true, preventScrollReset: true });
        void scrollToAnchor(anchor);
      } else {
        navigate(to);
      }
    },
    [navigate, pathname],
  );
}
