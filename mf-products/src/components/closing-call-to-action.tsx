import { Paper, Stack, Typography } from '@mui/material';
import { QuoteActions } from './quote-actions';

interface ClosingCallToActionProps {
  title: string;
  text: string;
  /** The product a quote would be for, if the page is about one. */
  product?: string;
}

/** The end of a product page: one sentence and the two ways forward, a quote or a demo. */
export function ClosingCallToAction({ title, text, product }: ClosingCallToActionProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{
        mt: { xs: 8, md: 12 },
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        borderColor: 'primary.main',
        backgroundImage: (theme) =>
          `linear-gradient(135deg, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.12)})`,
      }}
    >
      <Typography variant="h4" component="h2" sx={{ mb: 1.5, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
        {text}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <QuoteActions product={product} />
      </Stack>
    </Paper>
  );
}
