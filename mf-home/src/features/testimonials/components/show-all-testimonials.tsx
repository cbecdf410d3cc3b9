import { useGetTestimonialsQuery } from '@site/platform';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { TESTIMONIALS_LAYOUT } from '../data/testimonials-layout';
import { TestimonialCard } from './testimonial-card';

/** The testimonials band's 'Show all n testimonials': the cards the page did not carry come from the page's read of them. */
export function ShowAllTestimonials(props: ShowAllProps) {
  const { data } = useGetTestimonialsQuery();
  return (
    <ShowAllButton
      {...props}
      items={data}
      keyOf={(testimonial) => testimonial.id}
      itemSize={TESTIMONIALS_LAYOUT.size}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
    />
  );
}
