import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { personalDataSpanProcessor } from '@site/contracts';
import { followActiveTraces } from './active-trace';
import type { Tracing } from './tracing-switch';

/** Probes (a kubelet's every few seconds) are not requests worth a trace. */
const UNTRACED_PATH_PREFIX = '/_site/';

/**
 * OpenTelemetry for the site server and its renderers, loaded only when tracing is on
 * (tracing-switch.ts): spans exported as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT (the SDK
 * reads it, and its other standard OTEL_ settings: headers, sampler, batch delays); W3C trace
 * context read from and written into every HTTP request. Node's `http` (the front's requests, the
 * render requests to a renderer and a renderer's own server) and undici (fetch: a renderer's API
 * reads; the /api proxy) are instrumented, so a page's render and its API reads join the trace of
 * the request that missed the page cache. Outgoing calls made outside any request (the release
 * pointers polled every second, a renderer's warm-up) start no trace of their own.
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
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
  });
  followActiveTraces(() => trace.getActiveSpan()?.spanContext().traceId);
  return {
    shutdown: () => provider.shutdown(),
  };
}
