import { PageContainer, SectionHeading } from '@site/platform';

export default function RiskManagerPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Risk Manager" subtitle="A Power Platform risk register for Microsoft 365." />
    </PageContainer>
  );
}
