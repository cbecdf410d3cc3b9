import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { LinkButton } from '@site/platform';
import { RISK_MANAGER_PROMO } from '../data/resources-content';

/** The one product the resources lead to: a short pitch and a link to its page. */
export function RiskManagerPromo() {
  return (
    <Paper
      component="section"
      aria-label="Risk Manager"
      variant="outlined"
      sx={{
        mt: { xs: 8, md: 12 },
        p: { xs: 3, md: 5 },
        borderColor: 'secondary.main',
        backgroundImage: (theme) =>
          `linear-gradient(120deg, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.16)}, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.08)})`,
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            flexShrink: 0,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: 'background.paper',
          }}
        >
          <ShieldOutlinedIcon fontSize="large" />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
            {RISK_MANAGER_PROMO.title}
          </Typography>
          <Typography color="text.secondary">{RISK_MANAGER_PROMO.text}</Typography>
        </Box>
        <LinkButton
          to="/risk-manager"
          variant="contained"
          color="secondary"
          size="large"
          endIcon={<ArrowForwardIcon aria-hidden />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', md: 'center' } }}
        >
          Explore Risk Manager
        </LinkButton>
      </Stack>
    </Paper>
  );
}
