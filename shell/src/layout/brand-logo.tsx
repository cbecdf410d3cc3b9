import { Box, Typography } from '@mui/material';
import { SITE_NAME } from '@site/platform';
import { Link as RouterLink } from 'react-router-dom';

/** The brand mark, linking home. */
export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${SITE_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: { xs: 0.75, sm: 1 },
        color: 'text.primary',
        textDecoration: 'none',
        // One line, even on a 320 px phone beside the theme switch and the menu button.
        whiteSpace: 'nowrap',
        flexShrink: 0,
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" width={32} height={32} sx={{ display: 'block' }} />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: { xs: '0.95rem', sm: '1.15rem' }, letterSpacing: '-0.01em' }}
      >
        PowerAI
        <Box component="span" sx={{ color: 'primary.main' }}>
          {' '}
          Consulting
        </Box>
      </Typography>
    </Box>
  );
}
