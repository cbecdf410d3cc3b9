import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { formatGbp, intentAbout, type Service } from '@site/contracts';
import { ContactButton, serviceColorOf } from '@site/platform';
import { useId } from 'react';
import { ServiceIconBadge } from '../../../components/service-icon-badge';

/** The height a solution card takes at least, shared with its loading placeholder. */
export const SOLUTION_CARD_MIN_HEIGHT = 300;

/** One solution ready to deploy: what it is, its typical investment, and a way to get started. */
export function SolutionCard({ service }: { service: Service }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', minHeight: SOLUTION_CARD_MIN_HEIGHT, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <ServiceIconBadge icon={service.icon} color={service.color} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
              {service.name}
            </Typography>
            <Typography
              variant="caption"
              sx={(theme) => ({
                color: serviceColorOf(theme, service.color),
                fontWeight: 600,
                letterSpacing: '0.04em',
                textTransform: 'uppercase',
              })}
            >
              {service.category}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {service.description}
        </Typography>
        <Typography variant="body2">
          Typical investment:{' '}
          <Box component="strong" sx={{ whiteSpace: 'nowrap' }}>
            {formatGbp(service.priceRangeMin)} to {formatGbp(service.priceRangeMax)}
          </Box>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
        <ContactButton
          variant="contained"
          fullWidth
          intent={intentAbout(service.name, `I'd like to get started with ${service.name}.`)}
          aria-describedby={headingId}
        >
          Get Started
        </ContactButton>
      </CardActions>
    </Card>
  );
}
