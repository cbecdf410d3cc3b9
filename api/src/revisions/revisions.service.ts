import { Inject, Injectable } from '@nestjs/common';
import type { DataRevisions } from '@site/contracts';
import { DataSource } from 'typeorm';

/** How often each API process looks whether the revisions moved (and drops its catalogue snapshots). */
export const REVISIONS_WATCH_MS = 250;

/**
 * A change is published this long after it was written: by then every API process has looked
 * (REVISIONS_WATCH_MS) and dropped its catalogue snapshots, so a page rendered because of the
 * change reads the new data, whichever process answers it.
 */
export const REVISION_PUBLISH_DELAY_S = 1;

/**
 * Changes are answered again this long before `since`: a write whose transaction commits late
 * (its `changed_at` is the time of the write) is still seen. The site server ignores a revision it
 * has already seen, so answering one twice costs nothing.
 */
export const LATE_COMMIT_MARGIN_S = 30;

const REVISIONS_SINCE = `
  WITH published AS (SELECT clock_timestamp() - make_interval(secs => $1) AS horizon)
  SELECT (extract(epoch FROM published.horizon) * 1000)::float8 AS horizon, r."tag", r."revision"::float8 AS revision
    FROM published
    LEFT JOIN "content_revisions" r
      ON r."changed_at" <= published.horizon
     AND ($2::float8 IS NULL OR r."changed_at" > to_timestamp($2::float8 / 1000) - make_interval(secs => $3))`;

@Injectable()
export class RevisionsService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The revisions changed after `since` (the database's clock, ms), or every one without it. */
  async since(since: number | undefined): Promise<DataRevisions> {
    const rows: { horizon: number; tag: string | null; revision: number | null }[] = await this.dataSource.query(
      REVISIONS_SINCE,
      [REVISION_PUBLISH_DELAY_S, since ?? null, LATE_COMMIT_MARGIN_S],
    );
    return {
      horizon: Math.floor(rows[0]?.horizon ?? 0),
      revisions: rows.flatMap(({ tag, revision }) => (tag === null || revision === null ? [] : [{ tag, revision }])),
    };
  }

  /** A value that changes whenever any revision moves: cheap enough to ask for several times a second. */
  async fingerprint(): Promise<string> {
    const [row] = await this.dataSource.query<{ tags: string; total: string }[]>(
      `SELECT count(*)::text AS tags, coalesce(sum("revision"), 0)::text AS total FROM "content_revisions"`,
    );
    return `${row?.tags}/${row?.total}`;
  }
}
