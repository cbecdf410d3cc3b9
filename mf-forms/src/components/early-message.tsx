import { Box } from '@mui/material';
import { EARLY_MESSAGE_ATTRIBUTE } from '@site/platform';

/** Shown only when not hidden: a class's `display` would otherwise override the `hidden` attribute. */
const SHOWN_AS_A_LINE = { '&:not([hidden])': { display: 'block' }, color: 'error.main' } as const;

/**
 * A field's message on an empty form, written with the page and hidden: the page's check before
 * the island runs shows it (`@site/platform`'s checkFormsEarly), the island hides it again when it
 * takes over with its own messages.
 */
export function EarlyMessage({ field, text }: { field: string; text: string | undefined }) {
  if (text === undefined) return null;
  return (
    <Box component="span" {...{ [EARLY_MESSAGE_ATTRIBUTE]: field }} hidden sx={SHOWN_AS_A_LINE}>
      {text}
    </Box>
  );
}
