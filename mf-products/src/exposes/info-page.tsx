import { PageContainer, SectionHeading } from '@site/platform';

const TOPIC_TITLES: Record<string, string> = {
  'help-center': 'Help Center',
  documentation: 'Documentation',
  'api-reference': 'API Reference',
  'contact-support': 'Contact Support',
  status: 'System Status',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
};

export default function InfoPage({ topic = 'help-center' }: { topic?: string }) {
  return (
    <PageContainer>
      <SectionHeading level="h1" title={TOPIC_TITLES[topic] ?? 'Information'} subtitle="Coming soon." />
    </PageContainer>
  );
}
