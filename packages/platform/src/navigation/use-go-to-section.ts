import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection } from './scroll-to-section';

/**
 * Goes to a section of the home page (`#contact`, `#services`...): scrolls there when the home
 * page is showing, otherwise navigates home first and the shell scrolls once the section is there.
 */
export function useGoToSection(): (sectionId: string) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (sectionId: string) => {
      if (pathname === '/') {
        window.history.replaceState(window.history.state, '', `#${sectionId}`);
        void scrollToSection(sectionId);
      } else {
        navigate({ pathname: '/', hash: `#${sectionId}` });
      }
    },
    [navigate, pathname],
  );
}
