export * from './active-trace';
export * from './tracing-options';
export * from './tracing-switch';
