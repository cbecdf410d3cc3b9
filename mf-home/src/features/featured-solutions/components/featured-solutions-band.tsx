import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import { Box, Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { formatGbp, PRICES_EXCLUDE_NOTE } from '@site/contracts';
import { LinkButton } from '@site/platform';
import { HomeBand } from '../../../components/home-band';
import { FEATURED_SOLUTIONS } from '../data/featured-solutions';

/** Risk Manager and Compliance Document Management, each linking to its product page. */
export function FeaturedSolutionsBand() {
  return (
    <HomeBand
      anchor="featured-solutions"
      title="Featured Solutions"
      subtitle="Ready-to-deploy apps for governance, risk and compliance, installed in your tenant in days."
    >
      <Grid container spacing={3}>
        {FEATURED_SOLUTIONS.map(({ name, to, summary, highlights, fromPriceGbp, cta, Icon, accent }) => (
          <Grid key={to} size={{ xs: 12, md: 6 }}>
            <Card
              component="article"
              aria-label={name}
              sx={(theme) => ({
                height: '100%',
                display: 'flex',
                flexDirection: 'column',
                borderColor: theme.alpha((theme.vars ?? theme).palette[accent].main, 0.4),
                background: `linear-gradient(160deg, ${theme.alpha((theme.vars ?? theme).palette[accent].main, 0.1)}, transparent 55%)`,
              })}
            >
              <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 52,
                      height: 52,
                      flexShrink: 0,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      color: theme.palette[accent].main,
                      backgroundColor: theme.alpha((theme.vars ?? theme).palette[accent].main, 0.15),
                    })}
                  >
                    <Icon />
                  </Box>
                  <Box>
                    <Typography component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                      {name}
                    </Typography>
                    <Chip size="small" variant="outlined" label={`From ${formatGbp(fromPriceGbp)}`} sx={{ mt: 0.5 }} />
                  </Box>
                </Box>
                <Typography color="text.secondary">{summary}</Typography>
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
                  {highlights.map((highlight) => (
                    <Box component="li" key={highlight} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <CheckIcon aria-hidden fontSize="small" color={accent} />
                      <Typography variant="body2">{highlight}</Typography>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ mt: 'auto', pt: 1 }}>
                  <LinkButton to={to} variant="contained" color={accent} endIcon={<ArrowForwardIcon />}>
                    {cta}
                  </LinkButton>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
        {PRICES_EXCLUDE_NOTE}
      </Typography>
    </HomeBand>
  );
}
