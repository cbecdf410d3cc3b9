export * from './find-route';
export * from './sections';
export * from './site-routes';
