import type { LoggerService } from '@nestjs/common';
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/** The levels LOG_LEVEL takes (pino's), from the most to the least severe. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The one JSON logger of the process; Fastify's request logs and Nest's logs both go through it.
 * It writes to stdout unless given another destination (the tests read what it wrote).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
      serializers: { err: errorWithoutPersonalData },
    },
    destination,
  );
}

/**
 * Errors as pino serialises them, less what may quote a visitor: a failed query's parameters (a
 * lead's name, e-mail, message) and PostgreSQL's `detail` (which repeats the values of a key).
 */
function errorWithoutPersonalData(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  for (const key of ['parameters', 'detail', 'driverError']) delete serialized[key];
  return serialized;
}

/**
 * Nest's logger on top of pino. Nest's own `log` lines (modules loaded, routes mapped) go out at
 * debug, so an API started at info prints what it serves and its requests, not its wiring.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }

  error(message: unknown, ...optional: unknown[]): void {
    this.write('error', message, optional);
  }

  warn(message: unknown, ...optional: unknown[]): void {
    this.write('warn', message, optional);
  }

  debug(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }

  verbose(message: unknown, ...optional: unknown[]): void {
    this.write('trace', message, optional);
  }

  fatal(message: unknown, ...optional: unknown[]): void {
    this.write('fatal', message, optional);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, optional: unknown[]): void {
    // Nest passes the context last and, for errors, a stack before it.
    const strings = optional.filter((value): value is string => typeof value === 'string');
    const context = strings.length > 0 ? strings[strings.length - 1] : undefined;
    const stack = strings.length > 1 ? strings[0] : undefined;
    const bindings: Record<string, unknown> = { context };
    if (stack) bindings.stack = stack;
    if (message instanceof Error) {
      this.logger[level]({ ...bindings, err: message }, message.message);
    } else if (typeof message === 'string') {
      this.logger[level](bindings, message);
    } else {
      this.logger[level]({ ...bindings, data: message }, 'log');
    }
  }
}
