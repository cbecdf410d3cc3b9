export * from './constants';
export * from './contact-schema';
export * from './demo-schema';
export * from './field-errors';
export * from './format';
export * from './options';
export * from './resources';
