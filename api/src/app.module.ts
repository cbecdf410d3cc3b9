import { type DynamicModule, Module } from '@nestjs/common';
import { AdminModule, type AdminModuleOptions } from './admin/admin.module.js';
import { ContactsModule, type ContactsModuleOptions } from './contacts/contacts.module.js';
import { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
import { DeliveriesModule, type DeliveriesModuleOptions } from './deliveries/deliveries.module.js';
import { DevelopersModule } from './developers/developers.module.js';
import { ExperienceModule, type ExperienceModuleOptions } from './experience/experience.module.js';
import { HealthModule } from './health/health.module.js';
import { CatalogueCacheModule } from './json-reads/catalogue-cache.module.js';
import { MetricsModule, type MetricsModuleOptions } from './metrics/metrics.module.js';
import type { LeadRetentionOptions } from './privacy/lead-retention.job.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { RevisionsModule } from './revisions/revisions.module.js';
import { ServicesModule } from './services/services.module.js';
import { TestimonialsModule } from './testimonials/testimonials.module.js';

export interface AppModuleOptions {
  database: DatabaseModuleOptions;
  contacts: ContactsModuleOptions;
  /** Absent (no ADMIN_TOKEN): the admin routes are not registered at all. */
  admin?: AdminModuleOptions;
  /** How long the developers and services JSON is kept in memory; the documented default when absent. */
  catalogueTtlMs?: number;
  deliveries: DeliveriesModuleOptions;
  retention: LeadRetentionOptions;
  metrics: MetricsModuleOptions;
  experience: ExperienceModuleOptions;
}

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(options.database),
        MetricsModule.forRoot(options.metrics),
        DeliveriesModule.forRoot(options.deliveries),
        PrivacyModule.forRoot(options.retention),
        CatalogueCacheModule.forRoot(options.catalogueTtlMs),
        DevelopersModule,
        ServicesModule,
        ProjectsModule,
        TestimonialsModule,
        ContactsModule.forRoot(options.contacts),
        ExperienceModule.forRoot(options.experience),
        HealthModule,
        RevisionsModule,
        ...(options.admin ? [AdminModule.forRoot(options.admin)] : []),
      ],
    };
  }
}
