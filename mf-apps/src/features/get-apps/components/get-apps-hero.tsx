import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Box, Container, Typography } from '@mui/material';
import { ContactButton, LinkButton } from '@site/platform';
import { ButtonRow } from '../../../components/button-row';

/** The top of /get-apps: what we offer, and the two ways to begin. */
export function GetAppsHero() {
  return (
    <Box
      component="section"
      sx={(theme) => ({
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        background: `radial-gradient(circle at 15% 20%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.16)}, transparent 55%), radial-gradient(circle at 85% 80%, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.14)}, transparent 55%)`,
      })}
    >
      <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em', mb: 1 }}
        >
          Get Apps
        </Typography>
        <Typography
          variant="h3"
          component="h1"
          sx={{ mb: 2, fontSize: { xs: '2rem', md: '3rem' }, textWrap: 'balance' }}
        >
          AI-Powered Business Apps, Live in Your Microsoft 365 in Weeks
        </Typography>
        <Typography
          variant="h6"
          component="p"
          color="text.secondary"
          sx={{ fontWeight: 400, mb: 4, fontSize: { xs: '1.05rem', md: '1.25rem' } }}
        >
          Choose a proven Power Platform app for risk, compliance, HR, finance, sales or customer service. We configure
          it to the way your organisation works, connect it to your data and train your team.
        </Typography>
        <ButtonRow>
          <ContactButton variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
            Start Your Project
          </ContactButton>
          <LinkButton to="/demo" variant="outlined" size="large" startIcon={<EventAvailableIcon />}>
            Book Demo
          </LinkButton>
        </ButtonRow>
      </Container>
    </Box>
  );
}
