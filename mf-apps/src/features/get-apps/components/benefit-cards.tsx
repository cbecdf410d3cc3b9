import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { SectionHeading } from '@site/platform';
import { BENEFITS } from '../data/benefits';

/** The four reasons to get apps from us. */
export function BenefitCards() {
  return (
    <Box component="section">
      <SectionHeading
        title="Why Organisations Choose Our Apps"
        subtitle="Proven apps, delivered into the Microsoft 365 you already run, by people you can reach."
      />
      <Grid container spacing={3}>
        {BENEFITS.map(({ title, text, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card component="article" sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 48,
                    height: 48,
                    mb: 2,
                    display: 'grid',
                    placeItems: 'center',
                    borderRadius: 2,
                    color: 'primary.main',
                    backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12),
                  })}
                >
                  <Icon />
                </Box>
                <Typography component="h3" variant="h6" sx={{ mb: 1, lineHeight: 1.3 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
