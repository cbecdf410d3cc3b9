import { Box, Container, Grid, Paper, Typography } from '@mui/material';
import { stylesForEachScheme } from '@site/platform';
import { POWER_PLATFORM_TILES } from '../data/power-platform-tiles';
import { HeroActions } from './hero-actions';

/** The top of the home page: the promise, the two ways to get in touch (links), and the four products. */
export function HeroBand() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        ...stylesForEachScheme(theme, (mode) => ({
          background:
            mode === 'dark'
              ? `radial-gradient(60rem 30rem at 85% -10%, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.22)}, transparent 60%),
               radial-gradient(50rem 26rem at 0% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.18)}, transparent 60%)`
              : `radial-gradient(60rem 30rem at 85% -10%, ${theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.12)}, transparent 60%),
               radial-gradient(50rem 26rem at 0% 0%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.12)}, transparent 60%)`,
        })),
      })}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 12 } }}>
        <Box sx={{ maxWidth: 860, mx: 'auto', textAlign: 'center' }}>
          <Typography
            component="p"
            variant="overline"
            color="primary"
            sx={{ fontWeight: 700, letterSpacing: '0.12em', lineHeight: 1.6, mb: 1.5 }}
          >
            Microsoft Power Platform consultancy
          </Typography>
          <Typography
            id="hero-heading"
            variant="h2"
            component="h1"
            sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.75rem' }, lineHeight: 1.1, mb: 3 }}
          >
            Enterprise AI + Power Platform Solutions
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ fontWeight: 400, fontSize: { xs: '1.05rem', sm: '1.25rem' }, mb: 4, maxWidth: 720, mx: 'auto' }}
          >
            Certified consultants building AI-augmented Power Apps, automated workflows, Power BI dashboards and secure
            portals, delivered fast and built to last.
          </Typography>
          {/* Links that carry the intent in the address, followed in the page by the shell's controls: no island. */}
          <HeroActions />
        </Box>
        <Grid component="ul" container spacing={2} sx={{ mt: { xs: 6, md: 8 }, p: 0, listStyle: 'none' }}>
          {POWER_PLATFORM_TILES.map(({ name, text, Icon, accent }) => (
            <Grid component="li" key={name} size={{ xs: 6, md: 3 }}>
              <Paper
                variant="outlined"
                data-testid="power-platform-tile"
                sx={(theme) => ({
                  height: '100%',
                  p: { xs: 2, md: 2.5 },
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  textAlign: 'center',
                  gap: 1,
                  backgroundColor: theme.alpha((theme.vars ?? theme).palette.background.paper, 0.7),
                  backdropFilter: 'blur(6px)',
                })}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: theme.palette[accent].main,
                    backgroundColor: theme.alpha((theme.vars ?? theme).palette[accent].main, 0.14),
                  })}
                >
                  <Icon />
                </Box>
                <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
