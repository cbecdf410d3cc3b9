import { type DynamicModule, Module } from '@nestjs/common';
import { ContactsModule } from './contacts/contacts.module.js';
import { DatabaseModule, type DatabaseModuleOptions } from './database/database.module.js';
import { DevelopersModule } from './developers/developers.module.js';
import { HealthModule } from './health/health.module.js';
import { ProjectsModule } from './projects/projects.module.js';
import { ServicesModule } from './services/services.module.js';
import { TestimonialsModule } from './testimonials/testimonials.module.js';

@Module({})
export class AppModule {
  static forRoot(database: DatabaseModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DatabaseModule.forRoot(database),
        DevelopersModule,
        ServicesModule,
        ProjectsModule,
        TestimonialsModule,
        ContactsModule,
        HealthModule,
      ],
    };
  }
}
