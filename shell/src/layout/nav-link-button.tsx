import { Button, type ButtonProps } from '@mui/material';
import { useSiteLinkProps } from '@site/platform';
import type { NavLink } from './nav-links';

type NavLinkButtonProps = { link: NavLink } & Omit<ButtonProps, 'href' | 'onClick'>;

export function NavLinkButton({ link, ...buttonProps }: NavLinkButtonProps) {
  return (
    <Button {...buttonProps} {...useSiteLinkProps(link.to)}>
      {link.label}
    </Button>
  );
}
