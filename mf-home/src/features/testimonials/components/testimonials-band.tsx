import { Island, useGetTestimonialsQuery } from '@site/platform';
import { CardList } from '../../../components/card-list';
import { HomeBand } from '../../../components/home-band';
import { TESTIMONIALS_LAYOUT } from '../data/testimonials-layout';
import { ShowAllTestimonials } from './show-all-testimonials';
import { TestimonialCard } from './testimonial-card';

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
        layout={TESTIMONIALS_LAYOUT}
        showAll={{
          label: (count) => `Show all ${count} testimonials`,
          island: (props) => (
            <Island module="ShowAllTestimonials" component={ShowAllTestimonials} props={props} hydrate="interaction" />
          ),
        }}
        renderCard={(testimonial) => <TestimonialCard testimonial={testimonial} />}
      />
    </HomeBand>
  );
}
