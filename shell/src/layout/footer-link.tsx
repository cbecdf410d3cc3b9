import { Link } from '@mui/material';
import type { NavLink } from './nav-links';
import { useNavLinkProps } from './use-follow-link';

export function FooterLink({ link }: { link: NavLink }) {
  return (
    <Link color="text.secondary" underline="hover" {...useNavLinkProps(link)}>
      {link.label}
    </Link>
  );
}
