import { PageContainer, staticPart } from '@site/platform';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { EditionGrid } from '../components/edition-grid';
import { FeatureGrid } from '../components/feature-grid';
import { PageBand } from '../components/page-band';
import { ProductHero } from '../components/product-hero';
import { ProductStructuredData } from '../components/product-structured-data';
import { QuoteActions } from '../components/quote-actions';
import { AddOnList } from '../features/risk-manager/components/add-on-list';
import { EditionFeatureTable } from '../features/risk-manager/components/edition-feature-table';
import { RiskMatrices } from '../features/risk-manager/components/risk-matrices';
import { RiskTemplateList } from '../features/risk-manager/components/risk-template-list';
import {
  RISK_MANAGER_CLOSING,
  RISK_MANAGER_EDITIONS,
  RISK_MANAGER_FEATURE_LIST,
  RISK_MANAGER_FEATURES,
  RISK_MANAGER_HERO,
  RISK_TEMPLATES,
} from '../features/risk-manager/data/risk-manager-content';

/**
 * /risk-manager: the Risk Manager product page. A static part: its quote and demo buttons are links
 * (the quote carried in the address) and its matrices plain tables, so no script is ever sent for it.
 */
function RiskManagerPage() {
  return (
    <PageContainer>
      <ProductStructuredData
        name={RISK_MANAGER_HERO.title}
        description={RISK_MANAGER_HERO.lead}
        editions={RISK_MANAGER_EDITIONS}
      />
      <ProductHero {...RISK_MANAGER_HERO} actions={<QuoteActions product={RISK_MANAGER_HERO.title} />} />
      <PageBand title="Features" subtitle="Everything a risk manager needs, in the tools your staff already use.">
        <FeatureGrid features={RISK_MANAGER_FEATURES} />
      </PageBand>
      <PageBand title="Templates" subtitle="Six ready-made registers, each with its fields, categories and scoring.">
        <RiskTemplateList templates={RISK_TEMPLATES} />
      </PageBand>
      <PageBand title="Risk scoring matrices" subtitle="5x5 and 3x3 likelihood × impact scoring, built in.">
        <RiskMatrices />
      </PageBand>
      <PageBand
        title="Pricing"
        subtitle="Two editions with the same features where it matters, and expert installation."
      >
        <EditionGrid editions={RISK_MANAGER_EDITIONS} product={RISK_MANAGER_HERO.title} />
        <AddOnList />
      </PageBand>
      <PageBand title="Feature list" subtitle="What each edition includes.">
        <EditionFeatureTable rows={RISK_MANAGER_FEATURE_LIST} />
      </PageBand>
      <ClosingCallToAction {...RISK_MANAGER_CLOSING} product={RISK_MANAGER_HERO.title} />
    </PageContainer>
  );
}

export default staticPart(RiskManagerPage);
