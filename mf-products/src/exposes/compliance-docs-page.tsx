import { PageContainer, SectionHeading } from '@site/platform';

export default function ComplianceDocsPage() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="Compliance Document Management"
        subtitle="Controlled documents from draft to retirement."
      />
    </PageContainer>
  );
}
