import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule, type RateLimitModuleOptions } from '../rate-limit/rate-limit.module.js';
import { ContactRateLimitGuard } from './contact-rate-limit.guard.js';
import { ContactsController } from './contacts.controller.js';
import { ContactsService } from './contacts.service.js';
import { ContactEntity } from './entities/contact.entity.js';

export interface ContactsModuleOptions {
  rateLimit: RateLimitModuleOptions;
}

@Module({})
export class ContactsModule {
  static forRoot(options: ContactsModuleOptions): DynamicModule {
    return {
      module: ContactsModule,
      imports: [TypeOrmModule.forFeature([ContactEntity]), RateLimitModule.forRoot(options.rateLimit)],
      controllers: [ContactsController],
      providers: [ContactsService, ContactRateLimitGuard],
    };
  }
}
