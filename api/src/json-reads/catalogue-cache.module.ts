import { type DynamicModule, Global, Module } from '@nestjs/common';

/** How long the API keeps the catalogue's JSON (developers, services) before it reads it again. */
export const CATALOGUE_TTL_MS = Symbol('CATALOGUE_TTL_MS');

/**
 * Nothing in the API writes the catalogue: the seed fills it before the API serves, and new content
 * comes with a deploy (a new process, an empty cache). An edit made in the database by hand shows
 * within this time.
 */
export const DEFAULT_CATALOGUE_TTL_MS = 5_000;

@Global()
@Module({})
export class CatalogueCacheModule {
  static forRoot(ttlMs: number = DEFAULT_CATALOGUE_TTL_MS): DynamicModule {
    return {
      module: CatalogueCacheModule,
      providers: [{ provide: CATALOGUE_TTL_MS, useValue: ttlMs }],
      exports: [CATALOGUE_TTL_MS],
    };
  }
}
