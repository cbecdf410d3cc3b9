import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { personalUrlAttributesMasked } from '@site/contracts';

/**
 * Keeps the e-mail address of the admin's export and erasure (`?email=`) out of the spans, as the
 * request logs do: masked as each span ends, before any exporter sees it.
 */
export class PersonalDataMask implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    span.setAttributes(personalUrlAttributesMasked(span.attributes));
  }

  onEnd(): void {}

  async forceFlush(): Promise<void> {}

  async shutdown(): Promise<void> {}
}
