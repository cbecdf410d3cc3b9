import type { FieldErrors, SubmittedForm } from '@site/contracts';
import { useCallback, useState } from 'react';
import type { LeadMessages } from '../api/use-send-lead';
import type { FormProblem } from '../components/error-summary';
import { tryAgainText } from '../utils/retry-wait';

export interface ReturnedForm<Values> {
  /** What the visitor sent, to start from (undefined: the form was not sent back). */
  startValues: Values | undefined;
  /** Whether the summary of problems shows: from the form's return until its next send. */
  summaryShown: boolean;
  /** The problems to list: each field's message, linked to the field, or why the form was not stored. */
  problems: (errors: FieldErrors, idOf: (field: keyof Values & string) => string) => FormProblem[];
  /** The visitor sends the form again: the summary goes (the toasts tell the outcome from now on). */
  dismiss: () => void;
}

/**
 * A form the server sent back after a post without JavaScript (its page rendered for that post,
 * issue 34): it starts from what was sent, validated, with an error summary on top, or with why
 * it was not stored (the spec's failure text, or when to try again after a rate limit).
 */
export function useReturnedForm<Values extends object>(
  submitted: SubmittedForm | undefined,
  defaults: Values,
  messages: LeadMessages,
  /** The fields as the page lays them out, where that is not the schema's order: the summary follows the page. */
  pageOrder: readonly (keyof Values & string)[] = [],
): ReturnedForm<Values> {
  const [summaryShown, setSummaryShown] = useState(submitted !== undefined);
  const failure = submitted?.failure;
  const problems = useCallback(
    (errors: FieldErrors, idOf: (field: keyof Values & string) => string): FormProblem[] => {
      // The schema's messages are keyed by the form's own fields.
      const place = (field: string) => {
        const index = pageOrder.indexOf(field as keyof Values & string);
        return index < 0 ? pageOrder.length : index;
      };
      const fieldProblems = Object.entries(errors)
        .sort(([a], [b]) => place(a) - place(b))
        .map(([field, text]) => ({ text, href: `#${idOf(field as keyof Values & string)}` }));
      if (fieldProblems.length > 0 || !failure) return fieldProblems;
      const text =
        failure.retryAfterSeconds === undefined
          ? (messages.failed.description ?? messages.failedFirstSentence)
          : tryAgainText(messages.failedFirstSentence, failure.retryAfterSeconds);
      return [{ text }];
    },
    [failure, messages, pageOrder],
  );
  return {
    startValues: submitted ? ({ ...defaults, ...submitted.values } as Values) : undefined,
    summaryShown,
    problems,
    dismiss: useCallback(() => setSummaryShown(false), []),
  };
}
