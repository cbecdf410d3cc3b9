/** `./ShowAllProjects`: the projects band's 'View Full Portfolio' (see ShowAllButton). */
export { ShowAllProjects as default } from '../features/projects/components/show-all-projects';
