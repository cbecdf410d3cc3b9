/** `./ShowAllTestimonials`: the testimonials band's 'Show all n testimonials' (see ShowAllButton). */
export { ShowAllTestimonials as default } from '../features/testimonials/components/show-all-testimonials';
