import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as a tracing backend would show it: its service, ids, name, kind and attributes. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a trace's root. */
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

export const SPAN_KIND = { server: 2, client: 3 } as const;

export interface OtlpReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT: the exporters post to `<endpoint>/v1/traces`. */
  endpoint: string;
  spans(): ReceivedSpan[];
  /** The spans received once they satisfy `done`, or those that came within `timeoutMs` (the caller's assertions say what is missing). */
  waitFor(done: (spans: ReceivedSpan[]) => boolean, timeoutMs: number): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

/** OTLP/JSON's AnyValue, as far as span attributes use it. */
interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
}

interface KeyValue {
  key: string;
  value: AnyValue;
}

interface ExportTraceServiceRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }[];
    }[];
  }[];
}

function attributeValueOf(value: AnyValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  return value.boolValue ?? '';
}

function attributesOf(list: readonly KeyValue[] = []): Record<string, string | number | boolean> {
  return Object.fromEntries(list.map(({ key, value }) => [key, attributeValueOf(value)]));
}

/** The spans of one OTLP/HTTP JSON export request (what @opentelemetry/exporter-trace-otlp-http posts). */
export function spansOfExport(body: ExportTraceServiceRequest): ReceivedSpan[] {
  return (body.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scopeSpans) =>
      (scopeSpans.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: attributesOf(span.attributes),
      })),
    );
  });
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A tracing backend's OTLP/HTTP receiver on a free loopback port, keeping every span it is sent
 * (JSON only: anything else is answered 415, so an exporter sending protobuf fails the test).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const json = (request.headers['content-type'] ?? '').startsWith('application/json');
    if (request.method !== 'POST' || request.url !== '/v1/traces' || !json) {
      response.writeHead(request.url === '/v1/traces' ? 415 : 404).end();
      return;
    }
    bodyOf(request)
      .then((body) => {
        received.push(...spansOfExport(JSON.parse(body.toString('utf8')) as ExportTraceServiceRequest));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      })
      .catch(() => response.writeHead(400).end());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    async waitFor(done, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!done(received)) {
        if (Date.now() > deadline) return [...received];
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return [...received];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
