import { Button, type ButtonProps } from '@mui/material';
import type { NavLink } from './nav-links';
import { useNavLinkProps } from './use-follow-link';

type NavLinkButtonProps = { link: NavLink } & Omit<ButtonProps, 'href' | 'onClick'>;

export function NavLinkButton({ link, ...buttonProps }: NavLinkButtonProps) {
  return (
    <Button {...buttonProps} {...useNavLinkProps(link)}>
      {link.label}
    </Button>
  );
}
