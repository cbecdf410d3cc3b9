import { Paper, Typography } from '@mui/material';
import { DEMO_LENGTH_TEXT } from '@site/contracts';
import { ContactButton, LinkButton } from '@site/platform';
import { ButtonRow } from '../../../components/button-row';

/** The last word on /get-apps: a nudge to talk to us or see an app running. */
export function ClosingCallToAction() {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={(theme) => ({
        p: { xs: 4, md: 6 },
        textAlign: 'center',
        borderColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.4),
        background: `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.12)})`,
      })}
    >
      <Typography
        component="h2"
        variant="h4"
        sx={{ mb: 1.5, fontSize: { xs: '1.75rem', md: '2.125rem' }, textWrap: 'balance' }}
      >
        Ready to Put Your First App Live?
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 4 }}>
        Tell us which processes slow your teams down. We'll recommend the right app, show you what it costs, and agree a
        go-live date. Or see the apps working in a demo first: it takes {DEMO_LENGTH_TEXT}.
      </Typography>
      <ButtonRow>
        <ContactButton variant="contained" size="large">
          Talk to a Consultant
        </ContactButton>
        <LinkButton to="/demo" variant="outlined" size="large">
          Book a Demo
        </LinkButton>
      </ButtonRow>
    </Paper>
  );
}
