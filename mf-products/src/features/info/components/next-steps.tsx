import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { CONSULTANCY_EMAIL } from '@site/contracts';
import { ContactButton } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';
import { EMAIL_HELP, type RelatedLink } from '../data/info-content';

interface NextStepsProps {
  title?: string;
  related?: readonly RelatedLink[];
}

/** The way forward from a page that is not finished: e-mail, the contact form, and related pages. */
export function NextSteps({ title = 'Need help now?', related = [] }: NextStepsProps) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ mt: 6, p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {EMAIL_HELP}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ContactButton variant="contained">Contact Us</ContactButton>
        <Button
          variant="outlined"
          href={`mailto:${CONSULTANCY_EMAIL}`}
          startIcon={<MailOutlinedIcon aria-hidden />}
          sx={{ textTransform: 'none', overflowWrap: 'anywhere' }}
        >
          {CONSULTANCY_EMAIL}
        </Button>
      </Stack>
      {related.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            You may also find these useful:
          </Typography>
          <Stack
            component="ul"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 3 }}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {related.map((link) => (
              <li key={link.to}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  {link.label}
                  <ArrowForwardIcon fontSize="small" aria-hidden />
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}
