import type { LeadDeliveryChannel } from '@site/contracts';

/**
 * What the rest of the API knows of the outbox: which channels a new lead gets a delivery row
 * for, and a way to say "new rows are waiting" to this process's dispatcher.
 */
export class DeliveryOutbox {
  constructor(
    readonly channels: readonly LeadDeliveryChannel[],
    private readonly onNewDeliveries: () => void,
  ) {}

  isConfigured(channel: string): boolean {
    return (this.channels as readonly string[]).includes(channel);
  }

  /** Called after the rows are committed. */
  notifyNewDeliveries(): void {
    this.onNewDeliveries();
  }
}
