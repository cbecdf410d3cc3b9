/** What QA approved is what visitors get: pictures of a section's pages against its committed baselines. */
export * from './capture-page';
export * from './compare-images';
export * from './compare-with-baselines';
export * from './section-routes';
export * from './visual-command';
export * from './visual-matrix';
