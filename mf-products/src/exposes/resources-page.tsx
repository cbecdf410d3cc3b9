import { PageContainer, SectionHeading } from '@site/platform';

export default function ResourcesPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Resources" subtitle="Templates and guides from our consultants." />
    </PageContainer>
  );
}
