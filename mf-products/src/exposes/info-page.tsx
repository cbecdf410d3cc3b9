import { Box } from '@mui/material';
import { PageContainer, staticPart } from '@site/platform';
import { ProductHero } from '../components/product-hero';
import { NextSteps } from '../features/info/components/next-steps';
import { PlannedTopics } from '../features/info/components/planned-topics';
import { PolicySummary } from '../features/info/components/policy-summary';
import { ServiceStatusList } from '../features/info/components/service-status-list';
import { INFO_PAGES, type InfoPageContent, isInfoTopic } from '../features/info/data/info-content';

const EYEBROWS: Record<InfoPageContent['kind'], string> = {
  'coming-soon': 'Coming soon',
  status: 'Coming soon',
  policy: 'Summary',
};

function InfoBody({ page }: { page: InfoPageContent }) {
  switch (page.kind) {
    case 'coming-soon':
      return (
        <>
          <PlannedTopics heading={page.plannedHeading} items={page.planned} />
          <NextSteps related={page.related} />
        </>
      );
    case 'status':
      return (
        <>
          <ServiceStatusList services={page.services} />
          <NextSteps title="Something not working for you?" />
        </>
      );
    case 'policy':
      return (
        <>
          <PolicySummary page={page} />
          <NextSteps title="Questions about this page?" />
        </>
      );
  }
}

/**
 * The information pages (/help-center, /documentation, /api-reference, /contact-support, /status,
 * /privacy-policy, /terms-of-service): the shell passes the topic; an unknown one shows the Help Center.
 * A static part: text, and links (e-mail, the contact form, related pages).
 */
function InfoPage({ topic }: { topic?: string }) {
  const page = INFO_PAGES[isInfoTopic(topic) ? topic : 'help-center'];
  return (
    <PageContainer>
      <ProductHero eyebrow={EYEBROWS[page.kind]} title={page.title} lead={page.lead} />
      <Box sx={{ maxWidth: 820, mx: 'auto' }}>
        <InfoBody page={page} />
      </Box>
    </PageContainer>
  );
}

export default staticPart(InfoPage);
