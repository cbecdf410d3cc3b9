/** Log lines name the trace they were written in (`@site/tracing`), in the site server and its renderers alike. */
export { withActiveTraceId } from '@site/tracing';
