import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { Service } from '@site/contracts';
import { serviceColorName, serviceColorOf, serviceIcon } from '@site/platform';
import { cardHeight, SERVICE_CARD_HEIGHT } from '../../../utils/card-sizes';
import { lineClamp } from '../../../utils/line-clamp';
import { ServiceContactButton } from './service-contact-button';

/** The card has a fixed height: beyond this many features it says how many more there are. */
export const SERVICE_CARD_FEATURE_LIMIT = 5;

/** A service: what it is and does (static), and 'Contact for Pricing' (a link) with the service chosen in the contact form. */
export function ServiceCard({ service }: { service: Service }) {
  const theme = useTheme();
  const color = serviceColorOf(theme, service.color);
  const { Icon, name: iconName } = serviceIcon(service.icon);
  const headingId = `service-${service.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid="service-card"
      data-color={serviceColorName(service.color)}
      sx={{
        height: cardHeight(SERVICE_CARD_HEIGHT),
        display: 'flex',
        flexDirection: 'column',
        borderTop: `3px solid ${color}`,
        transition: 'transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: `0 8px 24px ${theme.alpha(color, 0.18)}` },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, gap: 1.5 }}>
        <Box
          aria-hidden
          data-icon={iconName}
          sx={{
            width: 56,
            height: 56,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color,
            backgroundColor: theme.alpha(color, 0.14),
          }}
        >
          <Icon />
        </Box>
        <Typography
          id={headingId}
          component="h3"
          variant="h6"
          sx={{ fontWeight: 700, lineHeight: 1.3, ...lineClamp(2) }}
        >
          {service.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={lineClamp(3)}>
          {service.description}
        </Typography>
        <Box
          component="ul"
          aria-label="Features"
          // Shrinks (and clips) before the button would leave the fixed-height card.
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            alignContent: 'start',
            gap: 0.75,
            minHeight: 0,
            overflow: 'hidden',
          }}
        >
          {service.features.slice(0, SERVICE_CARD_FEATURE_LIMIT).map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckCircleIcon aria-hidden sx={{ color, fontSize: 18, mt: '2px', flexShrink: 0 }} />
              <Typography variant="body2" sx={lineClamp(2)}>
                {feature}
              </Typography>
            </Box>
          ))}
          {service.features.length > SERVICE_CARD_FEATURE_LIMIT ? (
            <Typography component="li" variant="body2" color="text.secondary" sx={{ pl: 3.25 }}>
              +{service.features.length - SERVICE_CARD_FEATURE_LIMIT} more
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ mt: 'auto' }}>
          <ServiceContactButton serviceName={service.name} color={service.color} />
        </Box>
      </CardContent>
    </Card>
  );
}
