import { Button, type ButtonProps } from '@mui/material';
import { CONTACT_SECTION_ID, type ContactIntent, contactSearch } from '@site/contracts';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useGoToSection } from './use-go-to-section';

type SectionLinkButtonProps = Omit<ButtonProps<'a'>, 'href' | 'onClick' | 'role'> & {
  /** The id of a home-page section: 'services', 'contact'. */
  section: string;
  /** A query string the section reads, e.g. a contact intent: '?service=Customer%20Portal'. */
  search?: string;
};

/**
 * The one way to a home-page section: a real link (`/?...#section`, so a new tab or a copied link
 * works) that a plain click follows in the page, scrolling there and moving focus to it. The spec
 * calls these buttons, and a visitor meets them as buttons: announced as one (`role="button"`) and
 * pressed with Enter or Space, while the browser still opens the link for a modified click.
 */
export function SectionLinkButton({ section, search = '', onKeyDown, ...props }: SectionLinkButtonProps) {
  const goToSection = useGoToSection();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    goToSection(section, search);
  };
  const pressWithSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.key !== ' ' || event.defaultPrevented) return;
    event.preventDefault();
    goToSection(section, search);
  };
  return <Button {...props} role="button" href={`/${search}#${section}`} onClick={follow} onKeyDown={pressWithSpace} />;
}

type ContactButtonProps = Omit<SectionLinkButtonProps, 'section' | 'search'> & {
  /** Why the visitor is going there: the service to preselect, a first line, the newsletter. */
  intent?: ContactIntent;
};

/** A button to the contact form that carries why the visitor came (see ContactIntent). */
export function ContactButton({ intent = {}, ...props }: ContactButtonProps) {
  return <SectionLinkButton {...props} section={CONTACT_SECTION_ID} search={contactSearch(intent)} />;
}
