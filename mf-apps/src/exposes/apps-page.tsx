import { PageContainer, SectionHeading } from '@site/platform';
import { AppsCatalogue } from '../features/catalogue/components/apps-catalogue';

/** /apps: every pre-built app from the services list. */
export default function AppsPage() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="All Apps"
        subtitle="Pre-built, AI-enhanced Power Platform apps, configured to your processes and deployed in your own Microsoft 365 tenant."
      />
      <AppsCatalogue />
    </PageContainer>
  );
}
