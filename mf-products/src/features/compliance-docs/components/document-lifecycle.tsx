import { Box, Paper, Typography } from '@mui/material';
import type { LifecycleStep } from '../data/compliance-docs-content';

/** The lifecycle as an ordered list: a row of steps on a wide screen, a column on a phone. */
export function DocumentLifecycle({ steps }: { steps: readonly LifecycleStep[] }) {
  return (
    <Box
      component="ol"
      aria-label="Document lifecycle steps"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, 1fr)',
          md: 'repeat(4, 1fr)',
          lg: `repeat(${steps.length}, 1fr)`,
        },
      }}
    >
      {steps.map((step, index) => (
        <Paper
          component="li"
          key={step.name}
          variant="outlined"
          sx={{
            p: { xs: 2, md: 2.5 },
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            gap: { xs: 2, sm: 1.5 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {index + 1}
          </Box>
          <Box>
            <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', mb: 0.75 }}>
              {step.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.description}
            </Typography>
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
