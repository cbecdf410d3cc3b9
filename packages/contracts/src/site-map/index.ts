export * from './find-route';
export * from './home-anchors';
export * from './page-address';
export * from './page-parameters';
export * from './parts-routes';
export * from './sections';
export * from './site-routes';
