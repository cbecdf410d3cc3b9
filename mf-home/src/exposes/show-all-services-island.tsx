/** `./ShowAllServices`: the services band's 'Show all n services' (see ShowAllButton). */
export { ShowAllServices as default } from '../features/services/components/show-all-services';
