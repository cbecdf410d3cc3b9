import { PageContainer, SectionHeading } from '@site/platform';

export default function DemoPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Book a Demo" subtitle="A 45-60 minute session tailored to your organisation." />
    </PageContainer>
  );
}
