import { Button, type ButtonProps } from '@mui/material';
import { useGoToSection } from '@site/platform';
import type { MouseEvent } from 'react';
import { withFocusRing } from './focus-ring';

const CONTACT_SECTION_ID = 'contact';

type ContactSectionButtonProps = Omit<ButtonProps<'a'>, 'href' | 'onClick'>;

/**
 * A button to the contact section of the home page. It is a real link to `/#contact` (so it can be
 * opened in a new tab); a plain click goes there in the page and scrolls to the form.
 */
export function ContactSectionButton({ sx, ...props }: ContactSectionButtonProps) {
  const goToSection = useGoToSection();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    goToSection(CONTACT_SECTION_ID);
  };
  return <Button {...props} sx={withFocusRing(sx)} href={`/#${CONTACT_SECTION_ID}`} onClick={follow} />;
}
