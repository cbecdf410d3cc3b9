import type { LeadDeliveryChannel } from '@site/contracts';
import type { LeadMessage } from '../lead-message.js';

export interface DeliveryAttempt {
  /** 1 for the first attempt. */
  number: number;
  /** Aborted when the API stops and the attempt must give up (the delivery goes back to the queue). */
  signal: AbortSignal;
}

/** Sends a lead somewhere; resolves once the receiver accepted it, rejects otherwise. */
export interface DeliveryChannel {
  readonly name: LeadDeliveryChannel;
  send(lead: LeadMessage, attempt: DeliveryAttempt): Promise<void>;
  close(): Promise<void>;
}

/** Why an attempt failed, in words fit for a log line and the admin API: no personal data. */
export class DeliveryFailure extends Error {
  override readonly name = 'DeliveryFailure';
}

const MAX_FAILURE_LENGTH = 500;
const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/**
 * The failure of an attempt, told safely: a receiver's answer may quote the message or an address
 * back (an SMTP server refusing a recipient does), so addresses are masked and the text is cut short.
 */
export function describeFailure(error: unknown): string {
  let text: string;
  if (error instanceof DeliveryFailure) text = error.message;
  else if (error instanceof Error) {
    const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
    const tags = [code, responseCode].filter((tag) => typeof tag === 'string' || typeof tag === 'number');
    text = `${tags.length > 0 ? `${tags.join(' ')}: ` : ''}${error.message}`;
  } else text = String(error);
  const masked = text.replace(EMAIL_ADDRESS, '[address]').replace(/\s+/g, ' ').trim();
  return masked.length > MAX_FAILURE_LENGTH ? `${masked.slice(0, MAX_FAILURE_LENGTH - 1)}…` : masked;
}

/** Rejects with a DeliveryFailure when `signal` aborts or `timeoutMs` passes before `work` settles. */
export function withinDeadline<T>(work: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(() => reject(new DeliveryFailure(`timed out after ${timeoutMs} ms`))),
      timeoutMs,
    );
    const onAbort = () => finish(() => reject(new DeliveryFailure('stopped: the API is shutting down')));
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      settle();
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => finish(() => resolve(value)),
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
