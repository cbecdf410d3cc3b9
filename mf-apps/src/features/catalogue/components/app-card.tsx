import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Card,
  CardActions,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { APPS_PAGE_RATING, intentAbout, type Service } from '@site/contracts';
import { ContactButton, LinkButton, RatingStars, serviceColorOf } from '@site/platform';
import { useId } from 'react';
import { ServiceIconBadge } from '../../../components/service-icon-badge';

/** The height an app card takes at least, shared with its loading placeholder so nothing shifts. */
export const APP_CARD_MIN_HEIGHT = 560;

/** One pre-built app: what it is, its category, the rating, its key features, and the ways to act on it. */
export function AppCard({ service }: { service: Service }) {
  const headingId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={(theme) => ({
        height: '100%',
        minHeight: APP_CARD_MIN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        borderTop: `4px solid ${serviceColorOf(theme, service.color)}`,
        transition: theme.transitions.create('box-shadow'),
        '&:hover, &:focus-within': { boxShadow: theme.shadows[6] },
      })}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <ServiceIconBadge icon={service.icon} color={service.color} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} component="h2" variant="h6" sx={{ lineHeight: 1.3, mb: 0.75 }}>
              {service.name}
            </Typography>
            <Chip label={service.category} size="small" variant="outlined" />
          </Box>
        </Box>
        <RatingStars rating={APPS_PAGE_RATING} />
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            Key features
          </Typography>
          <List dense disablePadding>
            {service.features.map((feature) => (
              <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start', py: 0.25 }}>
                <ListItemIcon sx={{ minWidth: 28, mt: 0.5 }}>
                  <CheckCircleIcon
                    aria-hidden
                    fontSize="small"
                    sx={(theme) => ({ color: serviceColorOf(theme, service.color) })}
                  />
                </ListItemIcon>
                <ListItemText primary={feature} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItem>
            ))}
          </List>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3, pt: 0, gap: 1.5, flexWrap: 'wrap', '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <LinkButton to="/demo" variant="outlined" aria-describedby={headingId} sx={{ flex: '1 1 120px' }}>
          Demo
        </LinkButton>
        <ContactButton
          variant="contained"
          intent={intentAbout(service.name, `I'd like to know more about ${service.name}.`)}
          aria-describedby={headingId}
          sx={{ flex: '1 1 120px' }}
        >
          Contact Us
        </ContactButton>
      </CardActions>
    </Card>
  );
}
