import { Typography } from '@mui/material';
import { PageContainer, staticPart } from '@site/platform';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { PageBand } from '../components/page-band';
import { PricesNote } from '../components/prices-note';
import { ProductHero } from '../components/product-hero';
import { PublishedPrices } from '../features/pricing/components/published-prices';
import {
  INSTALLATION_NOTE,
  PRICE_FACTORS,
  PRICING_CLOSING,
  PRICING_HERO,
  PUBLISHED_PRICES,
} from '../features/pricing/data/pricing-content';

/**
 * /pricing: pricing is coming soon; what a quote depends on, and the prices already published. A
 * static part: everything on it to act on is a link.
 */
function PricingPage() {
  return (
    <PageContainer>
      <ProductHero {...PRICING_HERO} />
      <PageBand title="What shapes the price" subtitle="Four things decide what a Power Platform project costs.">
        <FeatureGrid features={PRICE_FACTORS} columns={4} />
      </PageBand>
      <PageBand title="Products with published prices" subtitle="Our ready-made apps already have a price.">
        <PublishedPrices products={PUBLISHED_PRICES} />
        <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {INSTALLATION_NOTE}
        </Typography>
        <PricesNote />
      </PageBand>
      <ClosingCallToAction {...PRICING_CLOSING} />
    </PageContainer>
  );
}

export default staticPart(PricingPage);
