import { createLogger, type Logger, type LogLevel } from '../../src/common/logger.js';

export interface CapturedLogs {
  logger: Logger;
  /** Every line logged so far, parsed. */
  lines(): Array<Record<string, unknown>>;
}

/** A logger (at `info` unless told) that keeps its JSON lines in memory, for tests about what the API logs. */
export function captureLogs(level: LogLevel = 'info'): CapturedLogs {
  const written: string[] = [];
  const logger = createLogger(level, { write: (line: string) => void written.push(line) });
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
