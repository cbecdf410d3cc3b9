import { Alert, Box, Typography } from '@mui/material';
import type { PolicyPage } from '../data/info-content';

/** A legal page as a summary: a clear notice that it is one, then one h2 per part. */
export function PolicySummary({ page }: { page: PolicyPage }) {
  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', mt: 6 }}>
      <Alert severity="info" variant="outlined" sx={{ mb: 4 }}>
        {page.summaryNotice}
      </Alert>
      {page.parts.map((part) => (
        <Box component="section" key={part.heading} aria-label={part.heading} sx={{ mb: 4 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
            {part.heading}
          </Typography>
          {part.paragraphs.map((paragraph) => (
            <Typography key={paragraph} color="text.secondary" sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
    </Box>
  );
}
