import { HOME_ANCHORS, homeAnchorHref } from '@site/contracts';

/** The navigation of spec section 2: a link to a home-page anchor scrolls there, the others navigate. */
export interface NavLink {
  label: string;
  /** A site address: '/apps' navigates; '/#projects' scrolls to that anchor of the home page. */
  to: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: 'All Apps', to: '/apps' },
  { label: 'Case Studies', to: homeAnchorHref(HOME_ANCHORS.projects) },
  { label: 'Team', to: homeAnchorHref(HOME_ANCHORS.team) },
  { label: 'Contact', to: homeAnchorHref(HOME_ANCHORS.contact) },
];

export const NAV_BUTTONS: readonly NavLink[] = [
  { label: 'Demo', to: '/demo' },
  { label: 'Get Apps', to: '/get-apps' },
];
