import { type DynamicModule, Global, Module } from '@nestjs/common';

/** How long the API keeps the catalogue's JSON (developers, services) before it reads it again. */
export const CATALOGUE_TTL_MS = Symbol('CATALOGUE_TTL_MS');

/**
 * The longest a catalogue answer is kept. A write of the catalogue (any, an edit by hand in psql
 * included) empties it sooner: the revisions watcher (src/revisions/) sees the database's revisions
 * move within REVISIONS_WATCH_MS and starts a new CatalogueEpoch.
 */
export const DEFAULT_CATALOGUE_TTL_MS = 5_000;

/**
 * Which catalogue snapshots are current: a new epoch (data changed) drops every snapshot kept, so
 * the next read is read from PostgreSQL. The site server is told of a change only after every API
 * process has started its new epoch (src/revisions/revisions.service.ts).
 */
export class CatalogueEpoch {
  private value = 0;

  get current(): number {
    return this.value;
  }

  advance(): void {
    this.value += 1;
  }
}

@Global()
@Module({})
export class CatalogueCacheModule {
  static forRoot(ttlMs: number = DEFAULT_CATALOGUE_TTL_MS): DynamicModule {
    return {
      module: CatalogueCacheModule,
      providers: [
        { provide: CATALOGUE_TTL_MS, useValue: ttlMs },
        { provide: CatalogueEpoch, useValue: new CatalogueEpoch() },
      ],
      exports: [CATALOGUE_TTL_MS, CatalogueEpoch],
    };
  }
}
