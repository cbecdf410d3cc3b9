/**
 * The OpenTelemetry settings a renderer process inherits from the site server (its endpoint,
 * headers, sampler, batch delays, resource attributes): all OTEL_ variables but the service name,
 * so its spans come as `site-renderer` whatever the site server is called.
 */
export function rendererTracingEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => name.startsWith('OTEL_') && name !== 'OTEL_SERVICE_NAME'),
  );
}
