import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Stack, Typography } from '@mui/material';
import { PRICES_EXCLUDE_NOTE } from '@site/contracts';

/** The one line every published price carries: what it does not include. */
export function PricesNote() {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 3, justifyContent: 'center', alignItems: 'center', color: 'text.secondary' }}
    >
      <InfoOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2">{PRICES_EXCLUDE_NOTE}</Typography>
    </Stack>
  );
}
