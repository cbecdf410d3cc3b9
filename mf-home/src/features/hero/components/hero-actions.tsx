import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Stack } from '@mui/material';
import { ContactButton } from '@site/platform';

/** What the two buttons tell the contact form. */
const DISCOVERY_CALL = { message: "I'd like to book a discovery call." };
const AVAILABILITY = { message: "I'd like to know when your consultants are available." };

/**
 * The hero's two ways to get in touch: each scrolls to the contact form with a first line written
 * (a link carrying the intent, which the shell's controls follow in the page).
 */
export function HeroActions() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <ContactButton variant="contained" size="large" startIcon={<CalendarMonthIcon />} intent={DISCOVERY_CALL}>
        Book a Discovery Call
      </ContactButton>
      <ContactButton variant="outlined" size="large" startIcon={<EventAvailableIcon />} intent={AVAILABILITY}>
        Request Availability
      </ContactButton>
    </Stack>
  );
}
