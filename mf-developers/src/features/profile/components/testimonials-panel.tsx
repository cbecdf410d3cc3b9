import { useGetDeveloperTestimonialsQuery } from '@site/platform';
import { TabListPanel } from './tab-list-panel';
import { TestimonialCard } from './testimonial-card';

/** The Testimonials tab: what the developer's clients said, read when the tab is opened. */
export function TestimonialsPanel({ developerId, developerName }: { developerId: string; developerName: string }) {
  const { currentData, isError, refetch } = useGetDeveloperTestimonialsQuery(developerId);
  return (
    <TabListPanel
      heading={`Testimonials for ${developerName}`}
      what="testimonials"
      items={currentData}
      isError={isError}
      onRetry={() => void refetch()}
      emptyText="No testimonials available yet."
      placeholderHeight={260}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
    />
  );
}
