/**
 * Why the embedded PostgreSQL cannot start, when the person starting it can do something about it
 * (a port taken, no folder it may use, another version's data): the message is one line naming
 * the cause and the fix, printed as it is, without a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';

  constructor(message: string) {
    // A program's own words (initdb, pg_ctl) may span lines: the person still gets one.
    super(message.replace(/\s*\n\s*/g, ' | '));
  }
}

/** Every fix ends with the way around the embedded PostgreSQL altogether. */
export const USE_ANOTHER_SERVER = 'or set DATABASE_URL to use an existing PostgreSQL';

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
