import { HOME_SKELETON_COUNTS } from '@site/contracts';
import { useGetTestimonialsQuery } from '@site/platform';
import { type GridItemSize, QueryStates } from '../../../components/card-list';
import { FirstFewGrid } from '../../../components/first-few-grid';
import { HomeSection } from '../../../components/home-band';
import { TESTIMONIAL_CARD_HEIGHT } from '../../../utils/card-sizes';
import { TestimonialCard } from './testimonial-card';

/** Two columns from medium screens up, one on phones. */
const ITEM_SIZE: GridItemSize = { xs: 12, md: 6 };
/** Two on a phone, two rows of two wider up. */
const SHOWN_FIRST: GridItemSize = { xs: 2, md: 4 };

/** `#testimonials`: what clients said, in a two-column grid. */
export function TestimonialsSection() {
  const query = useGetTestimonialsQuery();
  return (
    <HomeSection
      id="testimonials"
      title="Client Testimonials"
      subtitle="What the organisations we work with say about the results."
    >
      <QueryStates
        query={query}
        what="testimonials"
        skeleton={{ count: HOME_SKELETON_COUNTS.testimonials, height: TESTIMONIAL_CARD_HEIGHT, shape: 'quote' }}
        itemSize={ITEM_SIZE}
        emptyText="No testimonials available yet."
      >
        {(testimonials) => (
          <FirstFewGrid
            id="testimonials-grid"
            testId="testimonials-grid"
            items={testimonials}
            keyOf={(testimonial) => testimonial.id}
            itemSize={ITEM_SIZE}
            shownFirst={SHOWN_FIRST}
            showAllLabel={`Show all ${testimonials.length} testimonials`}
            renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          />
        )}
      </QueryStates>
    </HomeSection>
  );
}
