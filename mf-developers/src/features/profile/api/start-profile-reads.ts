import { resourcesApi, type StartReads } from '@site/platform';
import { matchPath } from 'react-router-dom';

/** The profile route's pattern, as the route table names it (`/developer/:id?`). */
const PROFILE_PATH = '/developer/:id';

/**
 * A profile's reads at an address, as ProfileView asks for them on the server (the developer, their
 * projects and testimonials, all three from the address): the server starts them without rendering
 * the profile once only to learn them. A crawl asks for every profile once, so each is a page
 * nobody asked for before; this took a third of a profile's render.
 */
export const startProfileReads: StartReads = (dispatch, address) => {
  const id = matchPath(PROFILE_PATH, address.pathname)?.params.id ?? '';
  if (id === '') return;
  dispatch(resourcesApi.endpoints.getDeveloper.initiate(id));
  dispatch(resourcesApi.endpoints.getDeveloperProjects.initiate(id));
  dispatch(resourcesApi.endpoints.getDeveloperTestimonials.initiate(id));
};
