import { PageContainer, staticPart } from '@site/platform';
import { ClosingCallToAction } from '../components/closing-call-to-action';
import { EditionGrid } from '../components/edition-grid';
import { FeatureGrid } from '../components/feature-grid';
import { PageBand } from '../components/page-band';
import { ProductHero } from '../components/product-hero';
import { ProductStructuredData } from '../components/product-structured-data';
import { QuoteActions } from '../components/quote-actions';
import { ComplianceFaq } from '../features/compliance-docs/components/compliance-faq';
import { DocumentLifecycle } from '../features/compliance-docs/components/document-lifecycle';
import {
  AUDIENCES,
  COMPLIANCE_CLOSING,
  COMPLIANCE_DOCS_HERO,
  COMPLIANCE_EDITIONS,
  COMPLIANCE_FAQ,
  COMPLIANCE_FEATURES,
  DOCUMENT_LIFECYCLE,
  INTEGRATIONS,
  OUTCOMES,
  SECURITY_POINTS,
} from '../features/compliance-docs/data/compliance-docs-content';

/**
 * /compliance-docs: the Compliance Document Management product page. A static part: its quote and
 * demo buttons are links and its FAQ the browser's own `<details>`, so no script is ever sent for it.
 */
function ComplianceDocsPage() {
  return (
    <PageContainer>
      <ProductStructuredData
        name={COMPLIANCE_DOCS_HERO.title}
        description={COMPLIANCE_DOCS_HERO.lead}
        editions={COMPLIANCE_EDITIONS}
      />
      <ProductHero {...COMPLIANCE_DOCS_HERO} actions={<QuoteActions product={COMPLIANCE_DOCS_HERO.title} />} />
      <PageBand title="Who it is for" subtitle="Anyone who owns documents an auditor or regulator will ask about.">
        <FeatureGrid features={AUDIENCES} columns={4} />
      </PageBand>
      <PageBand title="Outcomes" subtitle="What changes in the first quarter after go-live.">
        <FeatureGrid features={OUTCOMES} columns={4} />
      </PageBand>
      <PageBand title="Features" subtitle="Document control that people actually follow.">
        <FeatureGrid features={COMPLIANCE_FEATURES} />
      </PageBand>
      <PageBand
        title="The document lifecycle"
        subtitle={`Every controlled document moves through the same ${DOCUMENT_LIFECYCLE.length} steps, each one recorded.`}
      >
        <DocumentLifecycle steps={DOCUMENT_LIFECYCLE} />
      </PageBand>
      <PageBand title="Integrations" subtitle="Built on the Microsoft 365 services you already pay for.">
        <FeatureGrid features={INTEGRATIONS} />
      </PageBand>
      <PageBand title="Editions" subtitle="Choose where your records live; the lifecycle is the same in both.">
        <EditionGrid editions={COMPLIANCE_EDITIONS} product={COMPLIANCE_DOCS_HERO.title} />
      </PageBand>
      <PageBand title="Frequently asked questions">
        <ComplianceFaq items={COMPLIANCE_FAQ} />
      </PageBand>
      <PageBand title="Security" subtitle="Your documents never leave your Microsoft 365 tenant.">
        <FeatureGrid features={SECURITY_POINTS} />
      </PageBand>
      <ClosingCallToAction {...COMPLIANCE_CLOSING} product={COMPLIANCE_DOCS_HERO.title} />
    </PageContainer>
  );
}

export default staticPart(ComplianceDocsPage);
