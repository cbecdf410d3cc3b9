/** Where the seed's pictures live: static files the shell serves from `shell/public/images`. */
export const developerImage = (slug: string) => `/images/developers/${slug}.svg`;
export const projectImage = (slug: string) => `/images/projects/${slug}.svg`;
export const clientImage = (slug: string) => `/images/clients/${slug}.svg`;
