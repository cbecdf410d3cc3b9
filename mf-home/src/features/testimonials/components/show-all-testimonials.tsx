import { useGetTestimonialsQuery } from '@site/platform';
import { useState } from 'react';
import { ShowAllButton, type ShowAllProps } from '../../../components/show-all-button';
import { TESTIMONIALS_LAYOUT } from '../data/testimonials-layout';
import { TestimonialCard } from './testimonial-card';

/** The testimonials band's 'Show all n testimonials': the cards the page did not carry come, once pressed, from the page's read of them. */
export function ShowAllTestimonials(props: ShowAllProps) {
  const [wanted, setWanted] = useState(false);
  const { data } = useGetTestimonialsQuery(undefined, { skip: !wanted });
  return (
    <ShowAllButton
      {...props}
      items={data}
      onOpen={() => setWanted(true)}
      keyOf={(testimonial) => testimonial.id}
      itemSize={TESTIMONIALS_LAYOUT.size}
      renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
    />
  );
}
