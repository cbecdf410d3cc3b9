import type { Instrumentation } from '@opentelemetry/instrumentation';

/** What a process holds while it traces. */
export interface Tracing {
  /** Exports the spans still buffered (as the process is told to stop). */
  flush(): Promise<void>;
  /** Exports what is buffered and stops tracing. */
  shutdown(): Promise<void>;
}

/** What differs between the processes that trace: the rest of the start-up is `startTracing`'s. */
export interface TracingOptions {
  /** Incoming requests under this path start no trace (the probes a kubelet sends every few seconds). */
  untracedPathPrefix: string;
  /**
   * The process's own instrumentations besides Node's `http` (pg for the API, undici for the site
   * server), loaded only when tracing is on: the caller imports them inside this function.
   */
  instrumentations?: () => Promise<Instrumentation[]>;
}
