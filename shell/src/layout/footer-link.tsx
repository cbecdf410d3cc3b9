import { Link } from '@mui/material';
import { useSiteLinkProps } from '@site/platform';
import type { NavLink } from './nav-links';

export function FooterLink({ link }: { link: NavLink }) {
  return (
    <Link color="text.secondary" underline="hover" {...useSiteLinkProps(link.to)}>
      {link.label}
    </Link>
  );
}
