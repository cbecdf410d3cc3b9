/**
 * Tracing across the site's processes (the site server, its renderers, the API): on only where
 * OpenTelemetry's standard exporter endpoint is set, the same rule in each process, and each with
 * a name of its own. The SDK is loaded only when it is on (`@site/tracing`, packages/tracing), so
 * a site without a collector pays nothing for it.
 */

/** The service name each process exports its spans under, unless OTEL_SERVICE_NAME says otherwise. */
export const TRACED_SERVICES = {
  siteServer: 'site-server',
  renderer: 'site-renderer',
  api: 'api',
} as const;

/** Either turns tracing on: the OTLP/HTTP endpoint (`/v1/traces` is appended) or the traces' own URL. */
export const OTLP_ENDPOINT_VARIABLES = ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'] as const;

/**
 * The service name a process traces under, or undefined when tracing is off: no OTLP endpoint
 * set, or the SDK switched off by `OTEL_SDK_DISABLED=true` (the specification's switch).
 */
export function tracedServiceName(
  env: Readonly<Record<string, string | undefined>>,
  defaultName: string,
): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  if (!OTLP_ENDPOINT_VARIABLES.some((name) => (env[name] ?? '').trim() !== '')) return undefined;
  return env.OTEL_SERVICE_NAME?.trim() || defaultName;
}

/**
 * A process's tracing, started only when it is on: `start` imports the process's own starter
 * (which loads the SDK) only then, so a process without an endpoint loads nothing of OpenTelemetry.
 */
export async function whenTracingIsOn<T>(
  env: Readonly<Record<string, string | undefined>>,
  defaultName: string,
  start: (serviceName: string) => Promise<T>,
): Promise<T | undefined> {
  const serviceName = tracedServiceName(env, defaultName);
  return serviceName === undefined ? undefined : start(serviceName);
}

/** Query parameters that name a person (the admin's export and erasure by e-mail address). */
const PERSONAL_QUERY = /((?:^|[?&])email=)[^&#]*/gi;

/** A URL with the values of personal query parameters replaced: for logs and span attributes. */
export function withoutPersonalQuery(url: string): string {
  return url.replace(PERSONAL_QUERY, '$1[redacted]');
}

/** The attributes of HTTP spans (both generations of the semantic conventions) that carry a query string. */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full', 'url.query'];

/**
 * What a span's URL attributes become once personal query values are masked: only those that
 * change (usually none). Every process applies it to each span as it ends, before export.
 */
export function personalUrlAttributesMasked(attributes: Readonly<Record<string, unknown>>): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value !== 'string') continue;
    const withoutPersonal = withoutPersonalQuery(value);
    if (withoutPersonal !== value) masked[key] = withoutPersonal;
  }
  return masked;
}

/** A span as far as masking needs it: the shape of OpenTelemetry's SDK span (this file loads no SDK). */
interface MaskableSpan {
  readonly attributes: Readonly<Record<string, unknown>>;
  setAttributes(attributes: Record<string, string>): unknown;
}

/**
 * An OpenTelemetry span processor (by its shape) that keeps the e-mail address of the admin's
 * export and erasure (`?email=`) out of the spans, as the request logs do: each span's URL
 * attributes are masked as it ends, before any exporter sees it. Listed before the exporting one.
 */
export function personalDataSpanProcessor() {
  return {
    onStart(): void {},
    onEnding(span: MaskableSpan): void {
      span.setAttributes(personalUrlAttributesMasked(span.attributes));
    },
    onEnd(): void {},
    forceFlush: async (): Promise<void> => undefined,
    shutdown: async (): Promise<void> => undefined,
  };
}
