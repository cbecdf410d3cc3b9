import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ProductHeroProps {
  /** A short line above the title: the platform or the kind of page. */
  eyebrow: string;
  title: string;
  lead: string;
  /** The page's main actions, shown under the lead. */
  actions?: ReactNode;
}

/** The top of a page: eyebrow, the page's one h1, a lead paragraph and its main actions. */
export function ProductHero({ eyebrow, title, lead, actions }: ProductHeroProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 820, mx: 'auto' }}>
      <Chip label={eyebrow} color="primary" variant="outlined" sx={{ mb: 2.5, maxWidth: '100%' }} />
      <Typography
        variant="h3"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '2.1rem', sm: '2.6rem', md: '3.2rem' }, lineHeight: 1.15, mb: 2 }}
      >
        {title}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, lineHeight: 1.6 }}>
        {lead}
      </Typography>
      {actions ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
