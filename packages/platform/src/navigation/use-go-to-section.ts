import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection } from './scroll-to-section';

/**
 * Goes to a section of the home page (`#contact`, `#services`...), with an optional query string
 * that the section reads (a contact intent, `?service=...`): scrolls there when the home page is
 * showing, otherwise navigates home first and the shell scrolls once the section is there. Either
 * way focus moves to the section (see focusArrival).
 */
export function useGoToSection(): (sectionId: string, search?: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (sectionId: string, search = '') => {
      const to = { pathname: '/', search, hash: `#${sectionId}` };
      if (pathname === '/') {
        // Through the router, so the section sees the new query; replaced, since the page is the same.
        navigate(to, { replace: true, preventScrollReset: true });
        void scrollToSection(sectionId);
      } else {
        navigate(to);
      }
    },
    [navigate, pathname],
  );
}
