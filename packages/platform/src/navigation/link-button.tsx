import { Button, type ButtonProps } from '@mui/material';
import { type ContactIntent, contactHref } from '@site/contracts';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useFollowSiteLink, useSiteLinkProps } from './use-site-link';

type LinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'component'> & {
  /** A site address: a page (`/demo`) or a home-page anchor (`/#team`, `homeAnchorHref(...)`, `contactHref(...)`). */
  to: string;
};

/**
 * The one button that goes somewhere on the site: a real link (a new tab or a copied link works)
 * that a plain click follows in the page: to another page, or to an anchor of the home page,
 * scrolling there and moving focus to it. Where the spec calls it a button (`role="button"`), it
 * is announced as one and pressed with Space too, as a button is.
 */
export function LinkButton({ to, role, onClick, onKeyDown, ...props }: LinkButtonProps) {
  const link = useSiteLinkProps(to);
  const follow = useFollowSiteLink();
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    link.onClick(event);
  };
  const pressWithSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (role !== 'button' || event.key !== ' ' || event.defaultPrevented) return;
    event.preventDefault();
    follow(to);
  };
  return <Button {...props} role={role} href={link.href} onClick={click} onKeyDown={pressWithSpace} />;
}

type ContactButtonProps = Omit<LinkButtonProps, 'to' | 'role'> & {
  /** Why the visitor is going there: the service to preselect, a first line, the newsletter. */
  intent?: ContactIntent;
};

/** A button to the contact form that carries why the visitor came (see ContactIntent). */
export function ContactButton({ intent = {}, ...props }: ContactButtonProps) {
  return <LinkButton {...props} role="button" to={contactHref(intent)} />;
}
