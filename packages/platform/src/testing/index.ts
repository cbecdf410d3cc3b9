export { aDeveloper, aProject, aService, aTestimonial } from './fixtures';
export { renderWithSite } from './render-with-site';
