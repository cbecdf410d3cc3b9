import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A database that takes longer than this to answer `SELECT 1` counts as down. */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** True when the database answers `SELECT 1` in time. */
  async databaseAnswers(): Promise<boolean> {
    if (!this.dataSource.isInitialized) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
    });
    const probe = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
