import { FormControlLabel } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { NativeCheckbox } from './native-checkbox';

interface CheckboxFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One labelled yes-or-no choice. */
export const CheckboxField = memo(function CheckboxField({ id, name, label, checked, onChange }: CheckboxFieldProps) {
  return (
    <FormControlLabel
      label={label}
      control={
        <NativeCheckbox id={id} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      }
    />
  );
});
