import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel } from '@mui/material';
import { REQUIRED_GROUP_ATTRIBUTE } from '@site/platform';
import { memo } from 'react';
import { EarlyMessage } from '../../../components/early-message';
import { NativeCheckbox } from '../../../components/native-checkbox';

interface CheckboxGroupProps<Option extends string> {
  id: string;
  name: string;
  legend: string;
  options: readonly Option[];
  selected: readonly Option[];
  onChange: (selected: Option[]) => void;
  error?: string;
  /** Its message when none is ticked, for the page's check before the island runs. */
  earlyMessage?: string;
  required?: boolean;
}

/** Several choices under one legend; the selection is kept in the order of the options. */
function CheckboxGroupFields<Option extends string>({
  id,
  name,
  legend,
  options,
  selected,
  onChange,
  error,
  earlyMessage,
  required = false,
}: CheckboxGroupProps<Option>) {
  const messageId = `${id}-message`;
  const toggle = (option: Option, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : selected.includes(candidate))));
  return (
    <FormControl
      component="fieldset"
      id={id}
      error={error !== undefined}
      required={required}
      {...(required ? { [REQUIRED_GROUP_ATTRIBUTE]: '' } : {})}
      sx={{ width: '100%' }}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <NativeCheckbox
                name={name}
                value={option}
                checked={selected.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                slotProps={{
                  input: {
                    'aria-invalid': error !== undefined,
                    'aria-describedby': error === undefined ? undefined : messageId,
                  },
                }}
              />
            }
          />
        ))}
      </Box>
      {error === undefined ? null : <FormHelperText id={messageId}>{error}</FormHelperText>}
      <EarlyMessage field={id} text={earlyMessage} />
    </FormControl>
  );
}

/** Memoised: re-renders only when its selection, message or handler changes. */
export const CheckboxGroup = memo(CheckboxGroupFields) as typeof CheckboxGroupFields;
