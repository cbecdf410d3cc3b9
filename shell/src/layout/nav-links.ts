/** The navigation of spec section 2: hash links scroll to a home-page section, the others navigate. */
export interface NavLink {
  label: string;
  /** '/apps' navigates; '#projects' scrolls to that section of the home page. */
  to: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: 'All Apps', to: '/apps' },
  { label: 'Case Studies', to: '#projects' },
  { label: 'Team', to: '#team' },
  { label: 'Contact', to: '#contact' },
];

export const NAV_BUTTONS: readonly NavLink[] = [
  { label: 'Demo', to: '/demo' },
  { label: 'Get Apps', to: '/get-apps' },
];

export function isSectionLink(link: NavLink): boolean {
  return link.to.startsWith('#');
}
