import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { freePort } from './free-port.js';

/** A message the receiver accepted, parsed, with the envelope it came with. */
export interface ReceivedMail {
  parsed: ParsedMail;
  /** The raw header block, as sent. */
  rawHeaders: string;
  envelopeTo: string[];
  leadId: string | undefined;
}

export interface SmtpReceiver {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL of the API under test. */
  url: string;
  /** Every message accepted, repeats included, in order. */
  accepted(): ReceivedMail[];
  /** DATA commands answered with a refusal so far. */
  refusals(): number;
  /** Answers the next `count` messages with `451 try again later`. */
  refuseNext(count: number): void;
  /** Resolves once `count` messages are accepted (repeats included). */
  waitForAccepted(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server (the `smtp-server` package) on a free loopback port, keeping what it accepts in memory. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const accepted: ReceivedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          callback(refusal);
          return;
        }
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            accepted.push({
              parsed,
              rawHeaders: text.slice(0, text.indexOf('\r\n\r\n')),
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
              leadId: headerText(parsed, 'x-lead-id'),
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  // A client that dies mid-message (a test kills the API) resets its connection: not the receiver's failure.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => [...accepted],
    refusals: () => refused,
    refuseNext(count: number) {
      toRefuse = count;
    },
    async waitForAccepted(count: number, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (accepted.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`SMTP receiver: ${accepted.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 200));
          waiters.add(wake);
        });
      }
      return [...accepted];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function headerText(mail: ParsedMail, name: string): string | undefined {
  const value = mail.headers.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The addresses of a parsed To/Reply-To header. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}
