import { ContactButton } from '@site/platform';

export interface DiscussProjectButtonProps {
  /** The case study's title: the contact form's first line names it. */
  title: string;
}

/**
 * A case study dialog's 'Discuss a Similar Project': closes the dialog first (so the browser gives
 * focus back to 'View Case Study' before the contact form takes it), then scrolls to the contact
 * form with a first line naming the case study. Before it has hydrated it is a link to the same
 * place (the shell's controls close the dialog as the link is followed).
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
