import { Island, PageContainer, SectionHeading, staticPart } from '@site/platform';
import { AppsCatalogue } from '../features/catalogue/components/apps-catalogue';

/**
 * /apps: every pre-built app from the services list. A static part: each card's Demo and Contact Us
 * are links. Only where the server could not read the list is the catalogue an island, at load since
 * it is the first screen: it loads the list or offers the retry in the browser.
 */
function AppsPage() {
  return (
    <PageContainer>
      <SectionHeading
        level="h1"
        title="All Apps"
        subtitle="Pre-built, AI-enhanced Power Platform apps, configured to your processes and deployed in your own Microsoft 365 tenant."
      />
      <AppsCatalogue unready={<Island module="AppsCatalogue" component={AppsCatalogue} props={{}} hydrate="load" />} />
    </PageContainer>
  );
}

export default staticPart(AppsPage);
