import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import type { StatusPage } from '../data/info-content';

/** Each service with its state in words and colour. */
export function ServiceStatusList({ services }: { services: StatusPage['services'] }) {
  return (
    <Paper component="section" aria-label="Current status" variant="outlined" sx={{ mt: 6 }}>
      <Typography variant="h5" component="h2" sx={{ px: { xs: 2.5, md: 4 }, pt: 3, pb: 1 }}>
        Current status
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {services.map((service) => (
          <Stack
            component="li"
            key={service.name}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{
              px: { xs: 2.5, md: 4 },
              py: 2.5,
              borderTop: 1,
              borderColor: 'divider',
              justifyContent: 'space-between',
              alignItems: { xs: 'flex-start', sm: 'center' },
            }}
          >
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }}>
                {service.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {service.description}
              </Typography>
            </Box>
            <Chip
              icon={<CheckCircleIcon aria-hidden />}
              label={service.status}
              color="success"
              variant="outlined"
              aria-label={`${service.name}: ${service.status}`}
            />
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
