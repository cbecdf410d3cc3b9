import { DEVELOPERS_PATH, HOME_ANCHORS, homeAnchorHref } from '@site/contracts';
import type { NavLink } from './nav-links';

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Find Developers', to: homeAnchorHref(HOME_ANCHORS.developers) },
  // The spec's Find Developers scrolls to the home page's developers; the directory has them all.
  { label: 'Developer Directory', to: DEVELOPERS_PATH },
  { label: 'Services', to: homeAnchorHref(HOME_ANCHORS.services) },
  { label: 'Portfolio', to: homeAnchorHref(HOME_ANCHORS.projects) },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Resources', to: '/resources' },
];

export const FOOTER_SUPPORT_LINKS: readonly NavLink[] = [
  { label: 'Help Center', to: '/help-center' },
  { label: 'Documentation', to: '/documentation' },
  { label: 'API Reference', to: '/api-reference' },
  { label: 'Contact Support', to: '/contact-support' },
  { label: 'System Status', to: '/status' },
];

export const FOOTER_LEGAL_LINKS: readonly NavLink[] = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
];

/** The consultancy's profiles elsewhere: plain outbound links, nothing is loaded from those hosts. */
export const SOCIAL_LINKS = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/powerai-consulting' },
  { label: 'X (Twitter)', href: 'https://x.com/powerai_consult' },
  { label: 'GitHub', href: 'https://github.com/powerai-consulting' },
] as const;
