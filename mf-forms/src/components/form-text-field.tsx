import { Box, TextField, type TextFieldProps } from '@mui/material';
import { formatCount } from '@site/contracts';
import { visuallyHidden } from '@site/platform';
import { memo } from 'react';
import { EarlyMessage } from './early-message';

/** From this share of its limit on, a field shows how much room is left. */
export const LIMIT_COUNTER_FROM = 0.9;

type FormTextFieldProps = TextFieldProps & {
  /** The most characters the field takes: the input stops there, and says so as it gets close. */
  limit?: number;
  /** Its message on an empty form, for the page's check before the island runs. */
  earlyMessage?: string;
  /** The trimmed length the schema asks (`minlength`, for that check). */
  minLength?: number;
};

/** What the field says under it about its limit, or nothing while there is plenty of room. */
export function limitText(length: number, limit: number): string | undefined {
  if (length >= limit) return `${formatCount(limit)} of ${formatCount(limit)} characters: the limit`;
  if (length >= Math.floor(limit * LIMIT_COUNTER_FROM)) {
    return `${formatCount(length)} of ${formatCount(limit)} characters`;
  }
  return undefined;
}

/**
 * A text field that re-renders only when its own props change (bound with `useSchemaForm().bindText`).
 * With a limit, it counts the characters near the limit (an error message still comes first) and
 * tells a screen reader once the limit is reached, so a field never goes silently deaf.
 */
export const FormTextField = memo(function FormTextField({
  limit,
  helperText,
  slotProps,
  earlyMessage,
  minLength,
  ...props
}: FormTextFieldProps) {
  const htmlInput = {
    ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}),
    ...(limit === undefined ? {} : { maxLength: limit }),
    ...(minLength === undefined ? {} : { minLength }),
  };
  const early = <EarlyMessage field={String(props.id)} text={earlyMessage} />;
  const length = String(props.value ?? '').length;
  const counter = limit === undefined ? undefined : limitText(length, limit);
  const shown =
    limit === undefined || props.error || counter === undefined ? (
      <>
        {helperText}
        {early}
      </>
    ) : (
      <>
        {counter}
        {/* Present from the counter's first showing, so the announcement at the limit is heard. */}
        <Box component="span" role="status" sx={visuallyHidden}>
          {length >= limit ? `Limit reached: ${props.label ?? 'this field'} takes no more characters.` : ''}
        </Box>
        {early}
      </>
    );
  return <TextField {...props} helperText={shown} slotProps={{ ...slotProps, htmlInput }} />;
});
