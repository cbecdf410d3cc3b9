import {
  type Developer,
  type DeveloperPage,
  type DeveloperPageQuery,
  developerPageSearch,
  type Project,
  type Service,
  type Testimonial,
} from '@site/contracts';
import { siteApi } from './site-api';

/**
 * The reads of spec section 7. They live here, once, rather than in each section, because
 * several sections read the same resource (home and apps both list services; home and the
 * directory both list developers) and the cache must hold each path once for the whole site.
 * Sections inject only the endpoints no other section uses. A page of developers (the home's band,
 * the directory) is read with a query string; its cache key is the query in one fixed order.
 */
export const resourcesApi = siteApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDevelopers: build.query<Developer[], void>({ query: () => ['/api', 'developers'] }),
    getDeveloperPage: build.query<DeveloperPage, DeveloperPageQuery>({
      query: (page) => `/api/developers?${developerPageSearch(page)}`,
    }),
    getDeveloper: build.query<Developer, string>({ query: (id) => ['/api', 'developers', encodeURIComponent(id)] }),
    getDeveloperProjects: build.query<Project[], string>({
      query: (id) => ['/api', 'developers', encodeURIComponent(id), 'projects'],
    }),
    getDeveloperTestimonials: build.query<Testimonial[], string>({
      query: (id) => ['/api', 'developers', encodeURIComponent(id), 'testimonials'],
    }),
    getServices: build.query<Service[], void>({ query: () => ['/api', 'services'] }),
    getProjects: build.query<Project[], void>({ query: () => ['/api', 'projects'] }),
    getTestimonials: build.query<Testimonial[], void>({ query: () => ['/api', 'testimonials'] }),
  }),
});

export const {
  useGetDevelopersQuery,
  useGetDeveloperPageQuery,
  useGetDeveloperQuery,
  useGetDeveloperProjectsQuery,
  useGetDeveloperTestimonialsQuery,
  useGetServicesQuery,
  useGetProjectsQuery,
  useGetTestimonialsQuery,
} = resourcesApi;
