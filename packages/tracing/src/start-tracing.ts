import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_HTTP_ROUTE, ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { personalDataSpanProcessor } from '@site/contracts';
import { followActiveTraces } from './active-trace';
import type { Tracing, TracingOptions } from './tracing-options';

/**
 * OpenTelemetry for one of the site's processes, loaded only when tracing is on
 * (tracing-switch.ts): spans exported as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT (the SDK
 * reads it and its other standard OTEL_ settings: headers, sampler, batch delays, resource
 * attributes); W3C trace context read from and written into every HTTP request, so a page's
 * render and its API reads join the trace of the request that missed the page cache; personal
 * query values masked before export. Outgoing calls made outside any request (the release pointers
 * polled, the lead dispatcher's polling, a renderer's warm-up) start no trace of their own.
 */
export async function startTracing(serviceName: string, options: TracingOptions): Promise<Tracing> {
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
        ignoreIncomingRequestHook: (request: IncomingMessage) =>
          (request.url ?? '').startsWith(options.untracedPathPrefix),
        requireParentforOutgoingSpans: true,
      }),
      ...((await options.instrumentations?.()) ?? []),
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
    shutdown: () => provider.shutdown(),
  };
}
