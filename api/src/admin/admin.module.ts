import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactEntity } from '../contacts/entities/contact.entity.js';
import { LeadDeliveryEntity } from '../deliveries/entities/lead-delivery.entity.js';
import { AdminContactsController } from './admin-contacts.controller.js';
import { AdminContactsService } from './admin-contacts.service.js';
import { ADMIN_TOKEN_DIGEST, AdminTokenGuard, tokenDigest } from './admin-token.guard.js';
import { LeadDetailsService } from './lead-details.service.js';
import { PersonalDataService } from './personal-data.service.js';

export interface AdminModuleOptions {
  /** ADMIN_TOKEN: at least 24 characters (checked by src/config). */
  token: string;
}

/** `/api/admin/*`: imported only when ADMIN_TOKEN is set, so without it these routes do not exist. */
@Module({})
export class AdminModule {
  static forRoot({ token }: AdminModuleOptions): DynamicModule {
    return {
      module: AdminModule,
      imports: [TypeOrmModule.forFeature([ContactEntity, LeadDeliveryEntity])],
      controllers: [AdminContactsController],
      providers: [
        { provide: ADMIN_TOKEN_DIGEST, useValue: tokenDigest(token) },
        AdminTokenGuard,
        AdminContactsService,
        LeadDetailsService,
        PersonalDataService,
      ],
    };
  }
}
