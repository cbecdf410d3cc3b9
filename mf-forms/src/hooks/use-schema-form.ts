import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from '@site/contracts';
import {
  type ChangeEvent,
  type FormEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  useForm,
  useWatch,
} from 'react-hook-form';

import { useTypedBeforeHydration } from './use-typed-before-hydration';

/** What the hook needs of a zod 4 schema (the shared ones of @site/contracts): its parsed output. */
export interface FormSchema<Parsed> {
  _zod: { output: Parsed; input: FieldValues };
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
}

/**
 * A form validated by a shared schema, on react-hook-form and its zod resolver: nothing is flagged
 * while the visitor first fills it in; the first submit validates everything, and from then on
 * every change re-validates. It starts from `startValues` when given (a prefilled form), and a
 * reset empties it to `initialValues`.
 */
export function useSchemaForm<Values extends FieldValues, Parsed extends FieldValues>(
  schema: FormSchema<Parsed>,
  initialValues: Values,
  idPrefix: string,
  startValues?: Values,
): SchemaForm<Values, Parsed> {
  const form = useForm<Values, unknown, Parsed>({
    // The form's state is the schema's input with every optional text present (''): narrower than zod's input type.
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Parsed>,
    defaultValues: (startValues ?? initialValues) as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The fields are MUI's, bound by value rather than registered refs: the first bad one is focused below.
    shouldFocusError: false,
  });
  const { control, setValue, getValues, formState } = form;
  const watched = useWatch({ control });
  const values = { ...getValues(), ...watched } as Values;
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const setValues = useCallback(
    (update: SetStateAction<Values>) => {
      const next = typeof update === 'function' ? update(getValues()) : update;
      for (const [field, value] of Object.entries(next)) {
        setValue(field as Path<Values>, value as PathValue<Values, Path<Values>>);
      }
    },
    [getValues, setValue],
  );
  useTypedBeforeHydration(formRef, setValues);

  const errors = useMemo<FieldErrors>(() => {
    const messages: FieldErrors = {};
    for (const [field, error] of Object.entries(formState.errors)) {
      if (typeof error?.message === 'string') messages[field] = error.message;
    }
    return messages;
  }, [formState]);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const idOf = useCallback((field: keyof Values & string) => `${idPrefix}-${field}`, [idPrefix]);

  // After the first submit every change re-validates, as react-hook-form's reValidateMode does for registered fields.
  const submitted = useRef(false);
  submitted.current = formState.isSubmitted;
  const setField = useCallback(
    <Field extends keyof Values>(field: Field, value: Values[Field]) => {
      setValue(field as Field & Path<Values>, value as PathValue<Values, Path<Values>>, {
        shouldValidate: submitted.current,
      });
    },
    [setValue],
  );

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
    };
  };

  const handleSubmit = (onValid: (parsed: Parsed) => void) =>
    form.handleSubmit(onValid, () => setFocusRequest((count) => count + 1));

  const { reset: resetForm } = form;
  const reset = useCallback(() => resetForm(initialValues), [resetForm, initialValues]);

  return { values, errors, idOf, setField, setterOf, bindText, handleSubmit, reset, formRef };
}
