import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Link, Stack, Typography } from '@mui/material';
import { CONSULTANCY_EMAIL, CONTACT_RESPONSE_PROMISE_HOURS, DEMO_LENGTH_TEXT } from '@site/contracts';
import { LinkButton } from '@site/platform';
import type { ReactNode } from 'react';

function Detail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography component="div" color="text.secondary">
        {children}
      </Typography>
    </Stack>
  );
}

/** How else to reach the consultancy, and what happens after a message. */
export function ContactDetails() {
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h3">
        Talk to a Power Platform consultant
      </Typography>
      <Typography color="text.secondary">
        Whether you need one app or a programme of automation across the business, we will scope it with you, show you
        what is possible and give you a clear plan.
      </Typography>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        <Detail icon={<EmailOutlinedIcon />}>
          <Link href={`mailto:${CONSULTANCY_EMAIL}`} sx={{ wordBreak: 'break-word' }}>
            {CONSULTANCY_EMAIL}
          </Link>
        </Detail>
        <Detail icon={<ScheduleIcon />}>A reply from a consultant within {CONTACT_RESPONSE_PROMISE_HOURS} hours</Detail>
        <Detail icon={<PlaceOutlinedIcon />}>
          Based in the UK, working with organisations across the UK and Europe
        </Detail>
      </Stack>
      <Box>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Prefer to see it working first? Book a live demo of {DEMO_LENGTH_TEXT}, shaped around your goals.
        </Typography>
        <LinkButton to="/demo" variant="outlined" startIcon={<EventAvailableIcon />}>
          Book a Demo
        </LinkButton>
      </Box>
    </Stack>
  );
}
