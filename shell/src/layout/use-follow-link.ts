import { useGoToSection } from '@site/platform';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSectionLink, type NavLink } from './nav-links';

/** Follows a nav link: hash links scroll (going home first when needed), others navigate client-side. */
export function useFollowLink(): (link: NavLink) => void {
  const navigate = useNavigate();
  const goToSection = useGoToSection();
  return (link) => {
    if (isSectionLink(link)) goToSection(link.to.slice(1));
    else navigate(link.to);
  };
}

/** Props for an anchor: a real href (new tabs work) that a plain click follows client-side. */
export function useNavLinkProps(link: NavLink): { href: string; onClick: (event: MouseEvent) => void } {
  const follow = useFollowLink();
  return {
    href: isSectionLink(link) ? `/${link.to}` : link.to,
    onClick: (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      follow(link);
    },
  };
}
