import { TextField } from '@mui/material';
import { memo } from 'react';
import type { TextFieldBinding } from '../hooks/use-schema-form';
import { EarlyMessage } from './early-message';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends TextFieldBinding {
  label: string;
  options: readonly SelectOption[];
  /** Shown as the first, empty choice when the field starts without a value. */
  placeholder?: string;
  required?: boolean;
}

/** A labelled native select (memoised like FormTextField): keyboard and screen-reader friendly, and the phone's own picker on small screens. */
export const SelectField = memo(function SelectField({
  options,
  placeholder,
  helperText,
  earlyMessage,
  minLength: _textOnly,
  ...field
}: SelectFieldProps) {
  const early = <EarlyMessage field={field.id} text={earlyMessage} />;
  return (
    <TextField
      {...field}
      helperText={
        earlyMessage === undefined ? (
          helperText
        ) : (
          <>
            {helperText}
            {early}
          </>
        )
      }
      select
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {placeholder === undefined ? null : (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
});

/** Options whose values read as they are. */
export function plainOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}

/** Options shown with their labels, in the order of the values. */
export function labelledOptions<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
