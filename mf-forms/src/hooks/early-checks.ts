import { emptyFormMessages, type FormKind, fieldMinLengths } from '@site/contracts';
import { EARLY_CHECK_FORM_ATTRIBUTE } from '@site/platform';
import type { EarlyChecks } from './use-schema-form';

/** The attribute that asks the page to check the form before its island runs. */
export const EARLY_CHECK = { [EARLY_CHECK_FORM_ATTRIBUTE]: '' };

/** The form's messages on an empty form and its least lengths, from its schema (module constants). */
export function earlyChecksOf(kind: FormKind): EarlyChecks {
  return { messages: emptyFormMessages(kind), minLengths: fieldMinLengths(kind) };
}
