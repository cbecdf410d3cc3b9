/** `./ShowAllButton`: a home grid's "show all" (see FirstFewGrid). */
export { ShowAllButton as default } from '../components/show-all-button';
