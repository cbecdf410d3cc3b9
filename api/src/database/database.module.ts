import { type DynamicModule, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source.js';

/** A PostgreSQL server the API started itself (the embedded one), to stop when the API stops. */
export interface DatabaseServer {
  stop(): Promise<void>;
}

export const DATABASE_SERVER = Symbol('DATABASE_SERVER');

export interface DatabaseModuleOptions {
  databaseUrl: string;
  server?: DatabaseServer;
  /** DATABASE_POOL_SIZE: connections the serving pool may hold. */
  poolSize?: number;
}

/** Closes the pool before stopping the server under it, so no connection sees PostgreSQL go away. */
@Injectable()
class DatabaseShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(DATABASE_SERVER) private readonly server: DatabaseServer | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.server?.stop();
  }
}

@Module({})
export class DatabaseModule {
  static forRoot({ databaseUrl, server, poolSize }: DatabaseModuleOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, 'serve', poolSize),
          // Fail fast with the driver's message rather than retrying for half a minute.
          retryAttempts: 2,
          retryDelay: 1_000,
        }),
      ],
      providers: [{ provide: DATABASE_SERVER, useValue: server ?? null }, DatabaseShutdown],
    };
  }
}
