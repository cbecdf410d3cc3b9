export * from './find-route';
export * from './home-anchors';
export * from './sections';
export * from './site-routes';
