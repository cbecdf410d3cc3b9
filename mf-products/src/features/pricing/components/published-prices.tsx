import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { formatGbp } from '@site/contracts';
import { LinkButton } from '@site/platform';
import type { PublishedProductPrice } from '../data/pricing-content';

/** The products that already have a price, each with its lowest edition price and a link to its page. */
export function PublishedPrices({ products }: { products: readonly PublishedProductPrice[] }) {
  return (
    <Grid container spacing={3} sx={{ maxWidth: 900, mx: 'auto' }}>
      {products.map((product) => (
        <Grid key={product.name} size={{ xs: 12, sm: 6 }}>
          <Card
            component="article"
            aria-label={product.name}
            sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ p: 3, flex: 1 }}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {product.name}
              </Typography>
              <Typography component="p" sx={{ mb: 1 }}>
                <Typography component="span" color="text.secondary">
                  from{' '}
                </Typography>
                <Typography component="span" sx={{ fontSize: '2rem', fontWeight: 800 }}>
                  {formatGbp(product.fromGbp)}
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.summary}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
              <LinkButton
                to={product.to}
                endIcon={<ArrowForwardIcon aria-hidden />}
                aria-label={`See editions of ${product.name}`}
              >
                See editions
              </LinkButton>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
