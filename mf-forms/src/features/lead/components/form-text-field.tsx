import { TextField, type TextFieldProps } from '@mui/material';
import { memo } from 'react';

/** A text field that re-renders only when its own props change (bound with `useSchemaForm().bindText`). */
export const FormTextField = memo(function FormTextField(props: TextFieldProps) {
  return <TextField {...props} />;
});

/** Slot props holding an input to a maximum length; make them once, outside render, to keep memoised fields still. */
export function maxLengthSlot(limit: number) {
  return { htmlInput: { maxLength: limit } };
}
