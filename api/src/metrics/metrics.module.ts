import type { Server } from 'node:http';
import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Registry } from 'prom-client';
import type { Logger } from '../common/logger.js';
import { DatabasePoolMetrics } from './database-pool-metrics.js';
import { DeliveryMetrics } from './delivery-metrics.js';
import { ExperienceMetrics } from './experience-metrics.js';
import { HttpRequestMetrics } from './http-request-metrics.js';
import { LeadMetrics } from './lead-metrics.js';
import { addressOf, listenForScrapes, type MetricsListenerOptions } from './metrics-listener.js';
import { createMetricsRegistry, METRICS_REGISTRY } from './metrics-registry.js';
import { OutboxMetrics } from './outbox-metrics.js';

export interface MetricsModuleOptions {
  /** Absent (METRICS_PORT unset): no listener; the metrics are still counted (cheaply). */
  listener?: MetricsListenerOptions;
  logger: Logger;
}

const METRICS_OPTIONS = Symbol('METRICS_OPTIONS');

/** Opens the scrape listener with the app and closes it when the app stops. */
@Injectable()
class MetricsListenerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    @Inject(METRICS_REGISTRY) private readonly registry: Registry,
    @Inject(METRICS_OPTIONS) private readonly options: MetricsModuleOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.listener) return;
    this.server = await listenForScrapes(this.registry, this.options.listener);
    this.options.logger.info({ metrics: addressOf(this.server) }, `metrics on ${addressOf(this.server)}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const { server } = this;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Prometheus keeps its connection open between scrapes.
      server.closeAllConnections();
    });
  }
}

/** The API's Prometheus metrics (the catalogue's "Both" and "API" lists); global, so any module can count. */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        { provide: METRICS_OPTIONS, useValue: options },
        { provide: METRICS_REGISTRY, useFactory: createMetricsRegistry },
        HttpRequestMetrics,
        LeadMetrics,
        DeliveryMetrics,
        ExperienceMetrics,
        // Registered (so read at a scrape) before the outbox gauges, whose query would count as in use.
        DatabasePoolMetrics,
        OutboxMetrics,
        MetricsListenerLifecycle,
      ],
      exports: [METRICS_REGISTRY, HttpRequestMetrics, LeadMetrics, DeliveryMetrics, ExperienceMetrics],
    };
  }
}
