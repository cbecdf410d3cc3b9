/** `./ServiceContactButton`: a service card's 'Contact for Pricing'. */
export { ServiceContactButton as default } from '../features/services/components/service-contact-button';
