import { ContactButton } from '@site/platform';

export interface DiscussProjectButtonProps {
  /** The case study's title: the contact form's first line names it. */
  title: string;
}

/**
 * A case study dialog's 'Discuss a Similar Project': closes the dialog first (so the browser gives
 * focus back to 'View Case Study' before the contact form takes it), then scrolls to the contact
 * form with a first line naming the case study. On the server's page it is a link the shell's
 * controls follow in the page (they close the dialog too); in a page the browser renders, React's.
 */
export function DiscussProjectButton({ title }: DiscussProjectButtonProps) {
  return (
    <ContactButton
      variant="contained"
      intent={{ message: `I'd like to discuss a project like "${title}".` }}
      onClick={(event) => event.currentTarget.closest('dialog')?.close()}
    >
      Discuss a Similar Project
    </ContactButton>
  );
}
