import SendIcon from '@mui/icons-material/Send';
import WorkIcon from '@mui/icons-material/Work';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { CAREERS_EMAIL } from '@site/contracts';

/** A mailto: address to the careers inbox with the subject filled in. */
export function careersMailto(subject: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** 'Join Our Growing Team': both buttons write to the consultancy's careers address. */
export function JoinTeamBox() {
  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-labelledby="join-team-heading"
      sx={(theme) => ({
        mt: { xs: 4, md: 6 },
        p: { xs: 3, md: 5 },
        textAlign: 'center',
        borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
        background: `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1)}, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.1)})`,
      })}
    >
      <Typography id="join-team-heading" component="h3" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        Join Our Growing Team
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
        We are always looking for Power Platform developers, data specialists and AI engineers who care about building
        things people love to use.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<WorkIcon />} href={careersMailto('Open positions')}>
          View Open Positions
        </Button>
        <Button variant="outlined" startIcon={<SendIcon />} href={careersMailto('My CV')}>
          Send Your CV
        </Button>
      </Stack>
      <Box component="p" sx={{ m: 0, mt: 2, typography: 'body2', color: 'text.secondary' }}>
        Or write to us at {CAREERS_EMAIL}
      </Box>
    </Paper>
  );
}
