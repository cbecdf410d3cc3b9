import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LeadRetentionJob, type LeadRetentionOptions } from './lead-retention.job.js';

@Injectable()
class RetentionLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(@Inject(LeadRetentionJob) private readonly job: LeadRetentionJob) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.job.stop();
  }
}

/** Personal data kept no longer than the privacy page says (LEAD_RETENTION_DAYS). */
@Module({})
export class PrivacyModule {
  static forRoot(options: LeadRetentionOptions): DynamicModule {
    return {
      module: PrivacyModule,
      providers: [
        {
          provide: LeadRetentionJob,
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => new LeadRetentionJob(dataSource, options),
        },
        RetentionLifecycle,
      ],
      exports: [LeadRetentionJob],
    };
  }
}
