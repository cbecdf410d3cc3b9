import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge, type Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { METRICS_REGISTRY } from './metrics-registry.js';

/**
 * `site_db_pool_connections{state}`: the serving pool (TypeORM's postgres driver keeps its `pg` Pool
 * as `driver.master`), read at scrape time. `waiting` is requests queued for a connection: above 0
 * for long, DATABASE_POOL_SIZE (or the database) is the bottleneck. The dispatcher's own small pool
 * is not counted.
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(@Inject(METRICS_REGISTRY) registry: Registry, @Inject(DataSource) dataSource: DataSource) {
    new Gauge({
      name: 'site_db_pool_connections',
      help: 'Connections of the serving PostgreSQL pool in use and idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const pool = servingPoolOf(dataSource);
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}

function servingPoolOf(dataSource: DataSource): Pool | undefined {
  if (!dataSource.isInitialized) return undefined;
  const master: unknown = Reflect.get(dataSource.driver, 'master');
  return isPool(master) ? master : undefined;
}

function isPool(value: unknown): value is Pool {
  return (
    typeof value === 'object' &&
    value !== null &&
    'totalCount' in value &&
    'idleCount' in value &&
    'waitingCount' in value
  );
}
