import { useGetTestimonialsQuery } from '@site/platform';
import { type CardLayout, CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { TESTIMONIAL_CARD_HEIGHT } from '../../../utils/card-sizes';
import { TestimonialCard } from './testimonial-card';

const LAYOUT: CardLayout = {
  /** Two columns from medium screens up, one on phones. */
  size: { xs: 12, md: 6 },
  /** Two on a phone, two rows of two wider up. */
  shownFirst: { xs: 2, md: 4 },
  height: TESTIMONIAL_CARD_HEIGHT,
  placeholder: 'quote',
};

/** `#testimonials`: what clients said, in a two-column grid. */
export function TestimonialsBand() {
  const query = useGetTestimonialsQuery();
  return (
    <HomeBand
      anchor="testimonials"
      title="Client Testimonials"
      subtitle="What the organisations we work with say about the results."
    >
      <CardList
        query={query}
        what="testimonials"
        testId="testimonials-grid"
        layout={LAYOUT}
        showAllLabel={(count) => `Show all ${count} testimonials`}
        renderCard={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      />
    </HomeBand>
  );
}
