import { PageContainer, SectionHeading } from '@site/platform';
import { AppsList } from '../features/catalogue/components/apps-list';

export default function AppsPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="All Apps" subtitle="Pre-built, AI-enhanced Power Platform apps." />
      <AppsList />
    </PageContainer>
  );
}
