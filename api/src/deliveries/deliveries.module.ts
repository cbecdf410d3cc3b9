import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Logger } from '../common/logger.js';
import type { LeadMailConfig, LeadWebhookConfig } from '../config/env.js';
import { DeliveryMetrics } from '../metrics/delivery-metrics.js';
import type { DeliveryChannel } from './channels/delivery-channel.js';
import { createEmailChannel } from './channels/email-channel.js';
import { createWebhookChannel } from './channels/webhook-channel.js';
import { DeliveryDispatcher, type DispatcherOptions } from './delivery-dispatcher.js';
import { DeliveryOutbox } from './delivery-outbox.js';
import { DEFAULT_RETRY_DELAYS, MIN_DELIVERY_ATTEMPTS, type RetryPolicy } from './retry-policy.js';

/** How the API delivers leads; every channel is off unless configured. */
export interface LeadDeliveryOptions {
  email?: LeadMailConfig;
  webhook?: LeadWebhookConfig;
  /** The documented schedule (a day of retries at least) when absent. */
  retry?: Partial<RetryPolicy>;
  concurrency?: number;
  pollIntervalMs?: number;
  sendTimeoutMs?: number;
  stopGraceMs?: number;
}

export interface DeliveriesModuleOptions extends LeadDeliveryOptions {
  databaseUrl: string;
  logger: Logger;
}

export const DEFAULT_DISPATCH = {
  concurrency: 4,
  pollIntervalMs: 1_000,
  sendTimeoutMs: 10_000,
  stopGraceMs: 5_000,
} as const;

const DISPATCHER = Symbol('DISPATCHER');

/** Starts the dispatcher with the app and stops it first when the app stops, before the HTTP server closes. */
@Injectable()
class DispatcherLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(DISPATCHER) private readonly dispatcher: DeliveryDispatcher | null) {}

  onApplicationBootstrap(): void {
    this.dispatcher?.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.dispatcher?.stop();
  }
}

async function createChannels(options: DeliveriesModuleOptions, sendTimeoutMs: number): Promise<DeliveryChannel[]> {
  const channels: DeliveryChannel[] = [];
  if (options.email) channels.push(await createEmailChannel(options.email, sendTimeoutMs));
  if (options.webhook) channels.push(createWebhookChannel(options.webhook, sendTimeoutMs));
  return channels;
}

/** The leads' outbox and its dispatcher; global, so the contacts and admin modules reach the outbox. */
@Global()
@Module({})
export class DeliveriesModule {
  static forRoot(options: DeliveriesModuleOptions): DynamicModule {
    return {
      module: DeliveriesModule,
      providers: [
        {
          provide: DISPATCHER,
          inject: [DeliveryMetrics],
          useFactory: async (metrics: DeliveryMetrics): Promise<DeliveryDispatcher | null> => {
            const settings = dispatcherSettings(options);
            const channels = await createChannels(options, settings.sendTimeoutMs);
            if (channels.length === 0) return null;
            return new DeliveryDispatcher({
              ...settings,
              channels,
              onSettled: (channel, outcome) => metrics.count(channel, outcome),
            });
          },
        },
        {
          provide: DeliveryOutbox,
          inject: [DISPATCHER],
          useFactory: (dispatcher: DeliveryDispatcher | null) =>
            new DeliveryOutbox(dispatcher?.channelNames ?? [], () => dispatcher?.wake()),
        },
        DispatcherLifecycle,
      ],
      exports: [DeliveryOutbox],
    };
  }
}

function dispatcherSettings(options: DeliveriesModuleOptions): Omit<DispatcherOptions, 'channels'> {
  return {
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    retry: { maxAttempts: MIN_DELIVERY_ATTEMPTS, ...DEFAULT_RETRY_DELAYS, ...options.retry },
    concurrency: options.concurrency ?? DEFAULT_DISPATCH.concurrency,
    pollIntervalMs: options.pollIntervalMs ?? DEFAULT_DISPATCH.pollIntervalMs,
    sendTimeoutMs: options.sendTimeoutMs ?? DEFAULT_DISPATCH.sendTimeoutMs,
    stopGraceMs: options.stopGraceMs ?? DEFAULT_DISPATCH.stopGraceMs,
  };
}
