import { Box, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import type { IconFeature } from '../data/content-types';

interface FeatureGridProps {
  features: readonly IconFeature[];
  /** Columns from the medium breakpoint up. */
  columns?: 2 | 3 | 4;
}

/**
 * Cards with an icon, a title (h3) and a sentence each: features, audiences, outcomes. On a phone
 * the icon sits beside the title to keep the column short; from the small breakpoint up, above it.
 */
export function FeatureGrid({ features, columns = 3 }: FeatureGridProps) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {features.map(({ icon: Icon, title, description }) => (
        <Grid key={title} component="li" size={{ xs: 12, sm: 6, md: 12 / columns }} sx={{ display: 'flex' }}>
          <Card sx={{ flex: 1 }}>
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Stack
                direction={{ xs: 'row', sm: 'column' }}
                spacing={{ xs: 1.5, sm: 2 }}
                sx={{ alignItems: { xs: 'center', sm: 'flex-start' }, mb: 1 }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 44,
                    height: 44,
                    flexShrink: 0,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: 'action.hover',
                  }}
                >
                  <Icon />
                </Box>
                <Typography variant="h6" component="h3" sx={{ lineHeight: 1.35 }}>
                  {title}
                </Typography>
              </Stack>
              <Typography color="text.secondary">{description}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
