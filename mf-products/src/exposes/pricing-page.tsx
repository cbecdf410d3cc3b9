import { Typography } from '@mui/material';
import { PageContainer } from '@site/platform';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { PageMeta } from '../components/page-meta';
import { PageSection } from '../components/page-section';
import { PricesNote } from '../components/prices-note';
import { ProductHero } from '../components/product-hero';
import { PublishedPrices } from '../features/pricing/components/published-prices';
import {
  INSTALLATION_NOTE,
  PRICE_FACTORS,
  PRICING_CLOSING,
  PRICING_HERO,
  PRICING_META,
  PUBLISHED_PRICES,
} from '../features/pricing/pricing-content';

/** /pricing: pricing is coming soon; what a quote depends on, and the prices already published. */
export default function PricingPage() {
  return (
    <PageContainer>
      <PageMeta meta={PRICING_META} />
      <ProductHero {...PRICING_HERO} />
      <PageSection title="What shapes the price" subtitle="Four things decide what a Power Platform project costs.">
        <FeatureGrid features={PRICE_FACTORS} columns={4} />
      </PageSection>
      <PageSection title="Products with published prices" subtitle="Our ready-made apps already have a price.">
        <PublishedPrices products={PUBLISHED_PRICES} />
        <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {INSTALLATION_NOTE}
        </Typography>
        <PricesNote />
      </PageSection>
      <ClosingCallToAction {...PRICING_CLOSING} />
    </PageContainer>
  );
}
