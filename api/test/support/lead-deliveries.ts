import type { TestDatabase } from './test-database.js';

export interface DeliveryRow {
  contact_id: string;
  channel: string;
  state: string;
  attempts: number;
  last_error: string | null;
}

/** The outbox rows of these leads (all of them when `leadIds` is absent). */
export function deliveryRows(db: TestDatabase, leadIds?: readonly string[]): Promise<DeliveryRow[]> {
  return leadIds
    ? db.query<DeliveryRow>(
        'SELECT contact_id, channel, state, attempts, last_error FROM lead_deliveries WHERE contact_id = ANY($1) ORDER BY contact_id, channel',
        [leadIds],
      )
    : db.query<DeliveryRow>(
        'SELECT contact_id, channel, state, attempts, last_error FROM lead_deliveries ORDER BY contact_id, channel',
      );
}

/** Waits until `condition` holds for the rows, polling the database. */
export async function untilDeliveries(
  db: TestDatabase,
  condition: (rows: DeliveryRow[]) => boolean,
  what: string,
  timeoutMs = 20_000,
  leadIds?: readonly string[],
): Promise<DeliveryRow[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await deliveryRows(db, leadIds);
    if (condition(rows)) return rows;
    if (Date.now() > deadline) {
      const states = rows.reduce<Record<string, number>>((counts, row) => {
        counts[row.state] = (counts[row.state] ?? 0) + 1;
        return counts;
      }, {});
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(states)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
