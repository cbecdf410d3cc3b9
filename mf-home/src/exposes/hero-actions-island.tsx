/** `./HeroActions`: the hero's 'Book a Discovery Call' and 'Request Availability'. */
export { HeroActions as default } from '../features/hero/components/hero-actions';
