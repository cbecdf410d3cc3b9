import { PageContainer, SectionHeading } from '@site/platform';
import { AppsList } from '../features/catalogue/components/apps-list';

export default function GetAppsPage() {
  return (
    <PageContainer>
      <SectionHeading level="h1" title="Get Apps" subtitle="Start your project or book a demo." />
      <AppsList />
    </PageContainer>
  );
}
