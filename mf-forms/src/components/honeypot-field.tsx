import { Box } from '@mui/material';
import { HONEYPOT_FIELD } from '@site/contracts';

/**
 * A field people never see or reach: off-screen, out of the tab order and hidden from assistive
 * technology. Bots that fill every input fill it too, and the API then stores nothing.
 */
export function HoneypotField() {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Box>
  );
}
