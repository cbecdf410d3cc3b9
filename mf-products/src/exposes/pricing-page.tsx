import { PageContainer, SectionHeading } from '@site/platform';

export default function PricingPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Pricing" subtitle="Pricing coming soon." />
    </PageContainer>
  );
}
