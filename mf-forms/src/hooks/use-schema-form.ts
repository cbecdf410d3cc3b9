/*
 * Why hand-written and not react-hook-form with its zod resolver (issue 14, measured):
 * the same hook on react-hook-form 7.92 + @hookform/resolvers 7.0 (commit 6e70186, every unit
 * test of the forms passing) put 12.9 KB gzip more JavaScript on /demo (329.9 -> 342.8 KB, +3.9%;
 * the forms section's own files 42.1 -> 54.9 KB, +30%) and on / once scrolled to the contact form
 * (349.8 -> 362.7 KB): `npm run bench:bundle -- --rebuild`, before and after. Neither package is
 * shared by the shell, so the forms section carries it alone. The visitor gains nothing for it:
 * the validation and the spec's exact messages (the schema's, either way), the Idempotency-Key
 * kept across a retry and the entries kept on failure (useSendLead) behave the same. Nor does the
 * library take over the rest of this hook, because the fields are MUI's, bound by value: text
 * typed before hydration must still be read from the page (the library's state starts from the
 * default values, and it writes them into the inputs it registers), the first invalid field must
 * still be focused by hand (its own focusing needs registered refs), and re-validating on change
 * must be asked for on each setValue once submitted (its reValidateMode acts on registered inputs
 * only). A Controller per field would give those two back, at more bytes and a rewrite of every
 * field. Worth revisiting if the forms grow repeated groups of fields or asynchronous checks.
 */
import { type FieldErrors, fieldErrorsOf } from '@site/contracts';
import { undoEarlyCheck, useRenderedOnServer } from '@site/platform';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

import { useTypedBeforeHydration } from './use-typed-before-hydration';

type ValidationError = Parameters<typeof fieldErrorsOf>[0];

/** What the hook needs of a zod schema (the shared ones of @site/contracts). */
export interface FormSchema<Parsed> {
  safeParse(values: unknown): { success: true; data: Parsed } | { success: false; error: ValidationError };
}

/** The fields of a form that hold text (inputs, text areas, selects). */
export type TextField<Values> = {
  [Field in keyof Values]-?: Values[Field] extends string | undefined ? Field : never;
}[keyof Values] &
  string;

export interface TextFieldBinding {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText?: string;
  /** The field's message on an empty form, written with the page and hidden: the page's own check shows it. */
  earlyMessage?: string;
  /** The trimmed length the schema asks, when more than one character. */
  minLength?: number;
}

/** What the page's check before hydration needs of each field (`@site/platform`'s checkFormsEarly). */
export interface EarlyChecks {
  messages: Readonly<Record<string, string>>;
  minLengths: Readonly<Record<string, number>>;
}

export interface SchemaFormOptions<Values> {
  /** Its fields' ids are `<idPrefix>-<field>`. */
  idPrefix: string;
  /** A prefilled form, or one the server sent back. */
  startValues?: Values;
  /** Validated from the start: a form sent back to correct. */
  startValidating?: boolean;
  early?: EarlyChecks;
}

export interface SchemaForm<Values, Parsed> {
  values: Values;
  errors: FieldErrors;
  /** The element id of a field, for labels and descriptions. */
  idOf: (field: keyof Values & string) => string;
  setField: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
  /** A change handler for one field that keeps its identity across renders, so memoised fields skip re-rendering. */
  setterOf: <Field extends keyof Values & string>(field: Field) => (value: Values[Field]) => void;
  /** Props binding a text field: value, change handler, name, id, error state and message (or the hint). */
  bindText: (field: TextField<Values>, hint?: string) => TextFieldBinding;
  /** The form's submit handler: validates, shows every message and focuses the first bad field, or hands on the parsed values. */
  handleSubmit: (onValid: (parsed: Parsed) => void) => (event: FormEvent<HTMLFormElement>) => void;
  reset: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** A field's message for the page's check before hydration, while the page may still need it. */
  earlyMessageOf: (field: keyof Values & string) => string | undefined;
}

/**
 * A form validated by a shared schema: nothing is flagged while the visitor first fills it in;
 * the first submit validates everything, and from then on every change re-validates. It starts
 * from `startValues` when given (a prefilled form, or one the server sent back), validated from
 * the start when `startValidating` (a form sent back to correct) or when the page's own check
 * found it incomplete before it hydrated, and a reset empties it to `initialValues`. With `early`,
 * each text field carries its message and least length for that check.
 */
export function useSchemaForm<Values extends object, Parsed>(
  schema: FormSchema<Parsed>,
  initialValues: Values,
  { idPrefix, startValues, startValidating = false, early }: SchemaFormOptions<Values>,
): SchemaForm<Values, Parsed> {
  const [values, setValues] = useState(() => startValues ?? initialValues);
  const [validating, setValidating] = useState(startValidating);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, setValues);
  // The page's check needs its messages in the server's HTML only: once hydrated, the island's own
  // messages take over (and, sent before it hydrated and found incomplete, it starts validated).
  const renderedOnServer = useRenderedOnServer();
  const [earlyShown, setEarlyShown] = useState(renderedOnServer && early !== undefined);
  useLayoutEffect(() => {
    if (formRef.current && undoEarlyCheck(formRef.current)) setValidating(true);
    setEarlyShown(false);
  }, []);
  const earlyMessageOf = (field: keyof Values & string) => (earlyShown ? early?.messages[field] : undefined);

  const errors = useMemo<FieldErrors>(() => {
    if (!validating) return {};
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrorsOf(result.error);
  }, [schema, validating, values]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const idOf = useCallback((field: keyof Values & string) => `${idPrefix}-${field}`, [idPrefix]);

  const setField = useCallback(<Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  }, []);

  // One handler per field for the life of the form: a keystroke re-renders only the field it changed.
  const handlers = useRef(new Map<string, unknown>());
  const cached = <Handler>(key: string, make: () => Handler): Handler => {
    if (!handlers.current.has(key)) handlers.current.set(key, make());
    return handlers.current.get(key) as Handler;
  };

  const setterOf = <Field extends keyof Values & string>(field: Field) =>
    cached(`set:${field}`, () => (value: Values[Field]) => setField(field, value));

  const bindText = (field: TextField<Values>, hint?: string): TextFieldBinding => {
    const message = errors[field];
    return {
      id: idOf(field),
      name: field,
      value: String(values[field] ?? ''),
      onChange: cached(`text:${field}`, () => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setField(field, event.target.value as Values[typeof field]);
      }),
      error: message !== undefined,
      helperText: message ?? hint,
      earlyMessage: earlyMessageOf(field),
      minLength: early?.minLengths[field],
    };
  };

  const handleSubmit = (onValid: (parsed: Parsed) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidating(true);
    const result = schema.safeParse(values);
    if (result.success) onValid(result.data);
    else setFocusRequest((count) => count + 1);
  };

  const reset = useCallback(() => {
    setValues(initialValues);
    setValidating(false);
  }, [initialValues]);

  return { values, errors, idOf, setField, setterOf, bindText, handleSubmit, reset, formRef, earlyMessageOf };
}
