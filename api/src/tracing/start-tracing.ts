import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { personalDataSpanProcessor } from '@site/contracts';
import { followActiveTraces } from './active-trace.js';
import type { Tracing } from './tracing-switch.js';

/** Probes (a kubelet's every few seconds) are not requests worth a trace. */
const UNTRACED_PATH_PREFIX = '/api/health';

/**
 * OpenTelemetry for the API, loaded only when tracing is on (tracing-switch.ts): spans exported
 * as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT (the SDK reads it and its other standard OTEL_
 * settings); a server span per request, joined to the caller's trace by its W3C `traceparent`
 * (the site server's, a renderer's), named after its route; a span per SQL statement (pg, which
 * TypeORM drives), its text without its parameters. Statements outside any request (the lead
 * dispatcher's polling, migrations) start no trace of their own.
 */
export function startTracing(serviceName: string): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [personalDataSpanProcessor(), new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => (request.url ?? '').startsWith(UNTRACED_PATH_PREFIX),
        requireParentforOutgoingSpans: true,
      }),
      new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }),
    ],
  });
  followActiveTraces({
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    nameRequest: (method, routeTemplate) => {
      if (routeTemplate === undefined) return;
      trace.getActiveSpan()?.updateName(`${method} ${routeTemplate}`).setAttribute(ATTR_HTTP_ROUTE, routeTemplate);
    },
  });
  return {
    flush: () => provider.forceFlush(),
  };
}
