/** `./DiscussProjectButton`: a case study dialog's 'Discuss a Similar Project'. */
export { DiscussProjectButton as default } from '../features/projects/components/discuss-project-button';
