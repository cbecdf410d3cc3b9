import { Stack } from '@mui/material';
import { FORM_POSTS, type FormKind } from '@site/contracts';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { EARLY_CHECK } from '../hooks/early-checks';
import { ErrorSummary, type FormProblem } from './error-summary';

interface LeadFormProps {
  kind: FormKind;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  label: string;
  spacing: number;
  /** Its fields' id prefix, for the summary's heading. */
  idPrefix: string;
  /** The problems of a form the server sent back, listed at its top; undefined once it is sent again. */
  problems: readonly FormProblem[] | undefined;
  children: ReactNode;
}

/**
 * A lead form as a plain form (issue 34): it posts to the site server with no script, the page
 * checks it when sent before its island runs (`data-early-check`), and a form the server sent
 * back starts with its error summary. With its island, `onSubmit` sends the lead instead.
 */
export function LeadForm({ kind, formRef, onSubmit, label, spacing, idPrefix, problems, children }: LeadFormProps) {
  return (
    <Stack
      component="form"
      ref={formRef}
      method="post"
      action={FORM_POSTS[kind].action}
      noValidate
      {...EARLY_CHECK}
      onSubmit={onSubmit}
      aria-label={label}
      spacing={spacing}
    >
      {problems ? <ErrorSummary idPrefix={idPrefix} problems={problems} /> : null}
      {children}
    </Stack>
  );
}
